import { expect, test } from "vitest";
import type { PageReads } from "../../scripts/build/render-pages.ts";
import { pagesOf } from "./entry-pages.ts";

const reads: PageReads = {
  every: ["site/header.yaml"],
  pages: {
    "/": ["home.yaml", "calls/"],
    "/startzone/business-incubation/start-up-boost": ["calls/start-up-boost-2024.yaml"],
    "/about": ["hub/about.yaml"],
  },
  titles: {
    "/": "Enugu Tech Hub | Tech talent grown in Enugu, Nigeria",
    "/startzone/business-incubation/start-up-boost":
      "Startup Boost 2024: free 6-month startup programme | Startzone | Enugu Tech Hub",
    "/about": "About us | Enugu Tech Hub",
  },
};

test("an entry's pages are named by their own titles, as the page and its share preview show them", () => {
  expect(pagesOf(reads, "calls/start-up-boost-2024.yaml")).toEqual({
    pages: [
      // The home page lists every call: it reads the collection's folder.
      { path: "/", title: "Enugu Tech Hub" },
      {
        path: "/startzone/business-incubation/start-up-boost",
        title: "Startup Boost 2024: free 6-month startup programme",
      },
    ],
    onEveryPage: false,
  });
});

test("words every page reads appear on every page", () => {
  const { pages, onEveryPage } = pagesOf(reads, "site/header.yaml");
  expect(onEveryPage).toBe(true);
  expect(pages.map((page) => page.title)).toEqual([
    "Enugu Tech Hub",
    "Startup Boost 2024: free 6-month startup programme",
    "About us",
  ]);
});

test("a page a build kept no title for (a release built before titles were kept) is named by its address", () => {
  const { titles: _, ...untitled } = reads;
  expect(pagesOf(untitled, "hub/about.yaml").pages).toEqual([{ path: "/about", title: "/about" }]);
});

test("an entry no page read appears nowhere", () => {
  expect(pagesOf(reads, "sparks/nothing.yaml")).toEqual({ pages: [], onEveryPage: false });
  expect(pagesOf(null, "hub/about.yaml")).toEqual({ pages: [], onEveryPage: false });
});
