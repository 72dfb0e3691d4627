import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { readStartzoneHeader } from "#content-model/startzone/pages.server.ts";

import { faqAnchorLink, StartzoneHeader } from "./startzone-header.tsx";

test("the FAQ anchor leads to /startzone#faq, and to Springboard's own FAQ on that page", () => {
  const { faq } = readStartzoneHeader();
  expect(faqAnchorLink("/startzone", faq)).toBe("/startzone#faq");
  expect(faqAnchorLink("/startzone/investment", faq)).toBe("/startzone#faq");
  expect(faqAnchorLink("/startzone/business-incubation/start-up-boost", faq)).toBe(
    "/startzone#faq",
  );
  expect(faqAnchorLink("/startzone/business-incubation/springboard", faq)).toBe(
    "/startzone/business-incubation/springboard#faq",
  );
  expect(faqAnchorLink("/startzone/business-incubation/springboard/", faq)).toBe(
    "/startzone/business-incubation/springboard#faq",
  );
});

function Header() {
  return <StartzoneHeader header={readStartzoneHeader()} />;
}

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/startzone/*", Component: Header }]);
  render(<Stub initialEntries={[path]} />);
  return screen.getByRole("banner");
}

test("the header's links are real addresses: HOME, the About anchor, incubation, investment, FAQ", () => {
  const nav = renderHeaderAt("/startzone/investment");
  const href = (name: string) =>
    within(nav).getByRole("link", { name, hidden: true }).getAttribute("href");
  expect(href("Home")).toBe("/");
  expect(href("About")).toBe("/startzone#about");
  expect(href("Business Incubation")).toBe("/startzone/business-incubation");
  expect(href("Investment")).toBe("/startzone/investment");
  expect(href("FAQ")).toBe("/startzone#faq");
});

test("on Springboard the header's FAQ link stays on the page", () => {
  const nav = renderHeaderAt("/startzone/business-incubation/springboard");
  expect(within(nav).getByRole("link", { name: "FAQ", hidden: true })).toHaveAttribute(
    "href",
    "/startzone/business-incubation/springboard#faq",
  );
});
