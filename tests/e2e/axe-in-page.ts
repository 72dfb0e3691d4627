import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

type Axe = typeof import("axe-core");

/**
 * The axe-core that @axe-core/playwright injects (the version it pins), in its
 * minified build: the same code in 0.58 MB instead of 1.3 MB, which every
 * page it runs in compiles. AxeBuilder's analyze() finishes every run in a
 * blank page it opens and injects axe into once more, which only frames from
 * other origins need: about 1.5 s a run on a two-core machine, and the routes
 * sweep runs axe on every page at both sizes.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Runs axe's WCAG 2.1 A and AA rules in the page as it is now; fails on any violation. */
export async function expectNoAxeViolationsIn(page: Page): Promise<void> {
  // Axe looks in this frame only: neither the site nor the staff side has
  // another, and a page that had one fails here.
  expect(
    page.frames().map((frame) => frame.url()),
    "a page with frames needs AxeBuilder",
  ).toHaveLength(1);
  await page.evaluate(axeSource);
  const summary = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: Axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, wcagTags);
  expect(summary).toEqual([]);
}
