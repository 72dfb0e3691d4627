import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { withoutWebFontLink } from "./without-web-font.ts";

/** The editor asks no other host for a font (issue 32, item 11). */

const require = createRequire(import.meta.url);

test("Keystatic's pinned UI code loses its link to Google's fonts and keeps everything else", () => {
  const file = require
    .resolve("@keystatic/core/ui")
    .replace(/keystatic-core-ui\.[a-z.]*js$/, "keystatic-core-ui.js");
  const code = readFileSync(file, "utf8");
  expect(code).toContain("fonts.googleapis.com");
  const changed = withoutWebFontLink(code);
  expect(changed).not.toContain("fonts.googleapis.com");
  expect(changed.length).toBeGreaterThan(code.length - 200);
});

test("code without the link is a Keystatic this step was not written for: the build stops and says so", () => {
  expect(() => withoutWebFontLink("export const ui = 1;")).toThrow(/no longer links its web font/);
});
