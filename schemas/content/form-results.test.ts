import { expect, test } from "vitest";
import { formResultPaths, mailingListPages } from "#schemas/form-posts.ts";
import { talentResultPaths } from "#schemas/talent-forms.ts";
import { readResultPagesByPath } from "./form-results.server.ts";

const pages = readResultPagesByPath();

test("every result path the service redirects to has its page", () => {
  const paths = [...formResultPaths(), ...Object.values(mailingListPages), ...talentResultPaths()];
  expect([...pages.keys()].sort()).toEqual([...paths].sort());
});

test("no result page shows the same button twice", () => {
  for (const [path, page] of pages) {
    const links = page.actions.map((action) => action.link);
    expect(new Set(links).size, path).toBe(links.length);
  }
});

test("no placeholder is left in a result page", () => {
  expect(JSON.stringify([...pages.values()])).not.toMatch(/\{[A-Za-z]\w*\.[A-Za-z]\w*\}/);
});
