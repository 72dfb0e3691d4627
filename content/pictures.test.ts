import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { expect, test } from "vitest";
import { findImageSources } from "../scripts/build/images.ts";

/**
 * The drawings under content/ are shown as <img>, which cannot use the page's
 * fonts: a live <text> would be drawn in Arial or whatever the phone has.
 * Words in a drawing are DM Sans outlines (scripts/outline-text.tsx).
 */
const drawings = [...findImageSources("content")].filter(
  ([, file]) => extname(file).toLowerCase() === ".svg",
);

test("there are drawings to check", () => {
  expect(drawings.length).toBeGreaterThan(0);
});

test("no drawing has live text or names a font", () => {
  const withText = drawings
    .filter(([, file]) => /<text\b|font-family|@font-face/i.test(readFileSync(file, "utf8")))
    .map(([name]) => name);
  expect(withText).toEqual([]);
});

test("every drawing has a viewBox, so it scales to its frame", () => {
  const withoutViewBox = drawings
    .filter(([, file]) => !/<svg\b[^>]*\bviewBox="/.test(readFileSync(file, "utf8")))
    .map(([name]) => name);
  expect(withoutViewBox).toEqual([]);
});
