import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { readSiteFooter } from "#content-model/site/navigation.server.ts";
import { SiteFooter } from "./site-footer.tsx";

function Footer() {
  return <SiteFooter footer={readSiteFooter()} logoWords={["Enugu", "Tech Hub"]} signup={null} />;
}

function currentLinksAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: Footer }]);
  render(<Stub initialEntries={[path]} />);
  const marked = within(screen.getByRole("contentinfo"))
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.getAttribute("href"));
  cleanup();
  return marked;
}

const internalLinks = [
  ...readSiteFooter()
    .groups.flatMap((group) => group.links)
    .filter((link) => !link.external),
  readSiteFooter().privacy,
].map((link) => link.link);

test("on each page the footer links to, exactly the links to that page are marked current", () => {
  expect(internalLinks.length).toBeGreaterThan(0);
  for (const path of internalLinks) {
    const marked = currentLinksAt(path);
    expect(marked.length, path).toBeGreaterThan(0);
    expect(
      marked.every((href) => href === path),
      path,
    ).toBe(true);
  }
});

test("a page with a trailing slash is the same page", () => {
  const [first] = internalLinks;
  expect(currentLinksAt(`${first}/`)).toContain(first);
});

test("on a page the footer does not link, no link is marked", () => {
  expect(currentLinksAt("/a-page-the-footer-does-not-link")).toEqual([]);
});
