import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { pageTitle, type SitePage } from "../build/site-pages.ts";
import { deadLinks } from "./internal-links.ts";

const page = (path: string, html: string): SitePage => ({
  path,
  file: "",
  html,
  title: pageTitle(html),
  notFound: false,
  noindex: false,
  redirectTo: null,
});

test("a link to a page or a built file lives; one to nothing is listed with the pages that link it", () => {
  const siteDir = mkdtempSync(join(tmpdir(), "links-"));
  mkdirSync(join(siteDir, "downloads"));
  writeFileSync(join(siteDir, "downloads", "brochure.pdf"), "%PDF");
  const pages = [
    page(
      "/",
      '<a href="/about">About</a><a href="/codeville">Codeville</a><a href="https://x.example/">x</a>',
    ),
    page(
      "/about",
      '<a href="/about/">Self</a><a href="/downloads/brochure.pdf">PDF</a><a class="x" href="/codeville#top">C</a>',
    ),
  ];
  expect(deadLinks(pages, siteDir)).toEqual([{ target: "/codeville", from: ["/", "/about"] }]);
});
