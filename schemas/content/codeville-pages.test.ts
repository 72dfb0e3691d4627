import { expect, test } from "vitest";
import { readCodevilleAboutPage } from "./codeville-about.server.ts";
import { readBrochureForm, readBrochurePage } from "./codeville-brochure.server.ts";
import { hubFacts } from "./hub-facts.server.ts";
import { identity } from "./identity.server.ts";

const unfilled = /\{\w+\.\w+\}/;

test("every Codeville page loads with no record placeholder left unfilled", () => {
  for (const page of [readCodevilleAboutPage(), readBrochureForm(), readBrochurePage()]) {
    expect(JSON.stringify(page)).not.toMatch(unfilled);
  }
});

test("the About page names the organisation and counts the children from their records", () => {
  const page = readCodevilleAboutPage();
  expect(page.seo.title).toContain(identity.name);
  expect(page.impact.stats).toContainEqual(hubFacts.children);
  expect(page.seo.description).toContain(String(hubFacts.children.value));
});
