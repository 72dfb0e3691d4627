import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { smoothAnchorAttribute } from "#app/lib/anchor-scroll.ts";
import { AnchorLink } from "./anchor-link.tsx";

afterEach(() => document.documentElement.removeAttribute(smoothAnchorAttribute));

function Links() {
  return (
    <>
      <AnchorLink to="/startzone#about">About</AnchorLink>
      <AnchorLink to="/sparks#faq">Sparks FAQ</AnchorLink>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: Links }]);
  render(<Stub initialEntries={[path]} />);
}

test("an anchor is a real link to the section's address", () => {
  renderAt("/startzone/investment");
  expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/startzone#about");
});

test("on the section's own page, following the anchor asks for a smooth jump", async () => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderAt("/startzone/");
  await user.click(screen.getByRole("link", { name: "About" }));
  expect(document.documentElement).toHaveAttribute(smoothAnchorAttribute);
});

test("an anchor on another page navigates there without the smooth jump", async () => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderAt("/startzone");
  await user.click(screen.getByRole("link", { name: "Sparks FAQ" }));
  expect(document.documentElement).not.toHaveAttribute(smoothAnchorAttribute);
});
