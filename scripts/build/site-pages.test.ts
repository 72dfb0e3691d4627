import { expect, test } from "vitest";
import { pageTitle } from "./site-pages.ts";

test("a page's title is read as a browser shows it, its character references decoded", () => {
  expect(
    pageTitle(
      "<html><head><title>About Codeville, the kids&#x27; coding school | Enugu Tech Hub</title></head></html>",
    ),
  ).toBe("About Codeville, the kids' coding school | Enugu Tech Hub");
  expect(pageTitle("<title>Q&amp;A &#8211; Sparks</title>")).toBe("Q&A – Sparks");
});

test("a page without a title has an empty one", () => {
  expect(pageTitle("<p>no head</p>")).toBe("");
});
