import { expect, test } from "vitest";
import type { PageReads } from "../../scripts/build/render-pages.ts";
import { pagesOf } from "./entry-pages.ts";

const reads: PageReads = {
  every: ["site/header.yaml", "calls/", "calls/start-up-boost-2024.yaml"],
  pages: {
    "/": ["home.yaml", "hub/team/"],
    "/startzone": ["startzone/overview.yaml", "startzone/call-announcement.yaml"],
    "/startzone/business-incubation/start-up-boost": [
      "startzone/call-announcement.yaml",
      "calls/start-up-boost-2024.yaml",
    ],
    "/about": ["hub/about.yaml", "hub/team/ada-obi.yaml"],
    "/codeville": ["codeville/landing.yaml"],
    "/codeville/programmes": ["codeville/programme-cards.yaml"],
    "/codeville/programmes/kids-code-camp": ["codeville/programme-pages/kids-code-camp.yaml"],
    "/codeville/programmes/middle-class": ["codeville/programme-pages/middle-class.yaml"],
    // The component showcase, for the team: its samples are other entries.
    "/codeville/components": [
      "codeville/components.yaml",
      "codeville/programme-cards.yaml",
      "codeville/faqs/kids-code-camp.yaml",
      "codeville/reviews/",
    ],
  },
  titles: {
    "/": "Enugu Tech Hub | Tech talent grown in Enugu, Nigeria",
    "/startzone": "Startzone | Enugu Tech Hub",
    "/startzone/business-incubation/start-up-boost":
      "Startup Boost 2024: free 6-month startup programme | Startzone | Enugu Tech Hub",
    "/about": "About us | Enugu Tech Hub",
    "/codeville": "Codeville | Enugu Tech Hub",
    "/codeville/programmes": "Programmes | Codeville | Enugu Tech Hub",
    "/codeville/programmes/kids-code-camp": "Kids Code Camp | Codeville | Enugu Tech Hub",
    "/codeville/programmes/middle-class": "Middle Class | Codeville | Enugu Tech Hub",
    "/codeville/components": "Codeville component showcase | Enugu Tech Hub",
  },
};

test("an entry's pages are named by their own titles, as the page and its share preview show them", () => {
  expect(pagesOf(reads, "hub/team/ada-obi.yaml")).toEqual({
    pages: [
      // The home page lists the whole team: it reads the collection's folder.
      { path: "/", title: "Enugu Tech Hub" },
      { path: "/about", title: "About us" },
    ],
    onEveryPage: false,
  });
});

test("a call appears on its programme's page and where its programme's call is shown, never on every page", () => {
  // Every page reads every call; the Startzone banner shows the open Startzone call.
  expect(pagesOf(reads, "calls/start-up-boost-2024.yaml")).toEqual({
    pages: [
      { path: "/startzone", title: "Startzone" },
      {
        path: "/startzone/business-incubation/start-up-boost",
        title: "Startup Boost 2024: free 6-month startup programme",
      },
    ],
    onEveryPage: false,
  });
  // A kids call: its programme's page and the programme cards, not another programme's page.
  expect(pagesOf(reads, "calls/kids-code-camp-2027.yaml").pages.map((page) => page.path)).toEqual([
    "/codeville/programmes",
    "/codeville/programmes/kids-code-camp",
  ]);
  // The kids' general call is the Apply of every Codeville page.
  expect(pagesOf(reads, "calls/codeville-2027.yaml").pages.map((page) => page.path)).toEqual([
    "/codeville",
    "/codeville/programmes",
    "/codeville/programmes/kids-code-camp",
    "/codeville/programmes/middle-class",
  ]);
});

test("words every page reads appear on every page visitors reach", () => {
  const { pages, onEveryPage } = pagesOf(reads, "site/header.yaml");
  expect(onEveryPage).toBe(true);
  expect(pages).toHaveLength(Object.keys(reads.pages).length - 1);
  expect(pages.map((page) => page.path)).not.toContain("/codeville/components");
});

test("the component showcase is no page an entry appears on, but for its own entry", () => {
  // The showcase shows the programme cards, an FAQ group and a review as samples.
  for (const file of [
    "codeville/programme-cards.yaml",
    "codeville/faqs/kids-code-camp.yaml",
    "codeville/reviews/ada.yaml",
  ]) {
    expect(pagesOf(reads, file).pages.map((page) => page.path)).not.toContain(
      "/codeville/components",
    );
  }
  expect(pagesOf(reads, "codeville/components.yaml").pages).toEqual([
    { path: "/codeville/components", title: "Codeville component showcase" },
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
