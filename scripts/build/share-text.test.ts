import { expect, test } from "vitest";
import { boundaryCuts, previewTitle } from "./share-text.ts";

test("a preview's title is the page's own, without the section and organisation after a bar", () => {
  expect(previewTitle("About us | Enugu Tech Hub")).toBe("About us");
  expect(previewTitle("Application is closed | Codeville | Enugu Tech Hub")).toBe(
    "Application is closed",
  );
  expect(previewTitle("Enugu Tech Hub")).toBe("Enugu Tech Hub");
});

test("the ways to shorten a text are whole sentences first, then phrases with an ellipsis, longest first", () => {
  expect(
    boundaryCuts(
      "Sparks is free: Product Design or Software Development, with mentors. No strict experience needed.",
    ),
  ).toEqual([
    "Sparks is free: Product Design or Software Development, with mentors. No strict experience needed.",
    "Sparks is free: Product Design or Software Development, with mentors.",
    "Sparks is free: Product Design or Software Development…",
    "Sparks is free…",
  ]);
});

test("a number's comma and a dash inside a word are not phrase ends; a spaced dash is", () => {
  expect(boundaryCuts("Over 1,000 young Africans trained – in 5 years, with care")).toEqual([
    "Over 1,000 young Africans trained – in 5 years, with care",
    "Over 1,000 young Africans trained – in 5 years…",
    "Over 1,000 young Africans trained…",
  ]);
  expect(boundaryCuts("A tech-skills programme")).toEqual(["A tech-skills programme"]);
});
