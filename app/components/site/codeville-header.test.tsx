import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { ApplyTarget } from "#content-model/calls/calls.ts";
import { readCodevilleNavigation } from "#content-model/codeville/navigation.server.ts";
import { CodevilleHeader } from "./codeville-header.tsx";

const codevilleHeader = readCodevilleNavigation().header;
const openForm: ApplyTarget = { href: "https://forms.example/apply", external: true };
const closedPage: ApplyTarget = { href: "/codeville/closed-app/", external: false };

const HeaderWithOpenForm = () => <CodevilleHeader header={codevilleHeader} apply={openForm} />;
const HeaderWithClosedForms = () => <CodevilleHeader header={codevilleHeader} apply={closedPage} />;

/** The header on `path`; the wide bar and the phone menu are both in the document (CSS picks one). */
async function renderHeaderAt(path: string, apply: ApplyTarget = openForm) {
  const Component = apply === openForm ? HeaderWithOpenForm : HeaderWithClosedForms;
  const Stub = createRoutesStub([{ path: "*", Component }]);
  render(<Stub initialEntries={[path]} />);
  const bar = await screen.findByRole("navigation", { name: codevilleHeader.navLabel });
  // The phone menu is a closed native popover, so it is out of the accessibility tree.
  const menu = document.getElementById("codeville-menu");
  if (!menu) throw new Error("the header has a phone menu");
  return { bar, menu };
}

/** A layout's link to `href` (the closed phone menu is out of the accessibility tree). */
const linkTo = (layout: HTMLElement, href: string) => {
  const link = layout.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
  if (!link) throw new Error(`no link to ${href}`);
  return link;
};

const groupOf = (container: HTMLElement, title: string) =>
  within(container)
    .getByText(title, { selector: "summary" })
    .closest("details") as HTMLDetailsElement;

test("the bar and the menu both hold the three dropdowns, Contact and Apply", async () => {
  const { bar, menu } = await renderHeaderAt("/codeville/");
  for (const layout of [bar, menu]) {
    expect(
      [...layout.querySelectorAll("details > summary")].map((summary) => summary.textContent),
    ).toEqual(["Programmes", "Gallery", "About"]);
    expect(linkTo(layout, "/codeville/contact")).toHaveTextContent("Contact");
    const apply = linkTo(layout, openForm.href);
    expect(apply).toHaveTextContent("Apply");
    expect(apply).toHaveAttribute("target", "_blank");
  }
});

test("the bar's Apply keeps SPEC §2's 118 px width; with no open form it leads to the closed page in place", async () => {
  const { bar, menu } = await renderHeaderAt("/codeville/", closedPage);
  const barApply = linkTo(bar, closedPage.href);
  expect(barApply).toHaveStyle({ width: "118px" });
  expect(barApply).not.toHaveAttribute("target");
  expect(linkTo(menu, closedPage.href)).not.toHaveStyle({ width: "118px" });
});

test("the current page is marked in both layouts, and its dropdown's label is highlighted", async () => {
  const { bar, menu } = await renderHeaderAt("/codeville/programmes/middle-class/");
  for (const layout of [bar, menu]) {
    expect(linkTo(layout, "/codeville/programmes/middle-class")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(linkTo(layout, "/codeville/programmes/kids-code-camp")).not.toHaveAttribute(
      "aria-current",
    );
    expect(groupOf(layout, "Programmes").querySelector("summary")).toHaveAttribute(
      "data-current",
      "true",
    );
    expect(groupOf(layout, "About").querySelector("summary")).not.toHaveAttribute("data-current");
  }
});

test("in the phone menu the dropdown holding the current page starts open, the others closed", async () => {
  const { menu } = await renderHeaderAt("/codeville/faqs");
  expect(groupOf(menu, "About").open).toBe(true);
  expect(groupOf(menu, "Programmes").open).toBe(false);
  expect(groupOf(menu, "Gallery").open).toBe(false);
});

test("Contact is marked as the current page on /codeville/contact", async () => {
  const { bar } = await renderHeaderAt("/codeville/contact");
  expect(within(bar).getByRole("link", { name: "Contact" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a bar dropdown opens on a click and closes on an outside click and on Escape", async () => {
  const user = userEvent.setup();
  const { bar } = await renderHeaderAt("/codeville/");
  const programmes = groupOf(bar, "Programmes");
  const summary = programmes.querySelector("summary") as HTMLElement;

  await user.click(summary);
  expect(programmes.open).toBe(true);
  await user.click(document.body);
  expect(programmes.open).toBe(false);

  await user.click(summary);
  expect(programmes.open).toBe(true);
  await user.keyboard("{Escape}");
  expect(programmes.open).toBe(false);
  expect(summary).toHaveFocus();
});

test("opening one bar dropdown and clicking another closes the first", async () => {
  const user = userEvent.setup();
  const { bar } = await renderHeaderAt("/codeville/");
  const programmes = groupOf(bar, "Programmes");
  const gallery = groupOf(bar, "Gallery");
  await user.click(programmes.querySelector("summary") as HTMLElement);
  await user.click(gallery.querySelector("summary") as HTMLElement);
  expect(programmes.open).toBe(false);
  expect(gallery.open).toBe(true);
});
