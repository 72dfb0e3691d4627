import { expect, test } from "vitest";
import { sparksPath } from "#schemas/section-paths.ts";
import { readExternalLinks } from "../site/external-links.server.ts";
import {
  readSparksHeader,
  readSparksLandingPage,
  readSparksMentors,
  sparksApplyLink,
} from "./pages.server.ts";

const externalLinks = readExternalLinks();

const page = readSparksLandingPage();
const header = readSparksHeader();

test("each header anchor leads to a section of the Sparks page", () => {
  const sections = [page.about, page.howItWorks, page.learning, page.faq].map(
    (section) => section.anchor,
  );
  for (const { link } of header.anchors) {
    const [path, id] = link.split("#");
    expect(path).toBe(sparksPath);
    expect(sections).toContain(id);
  }
});

test("every APPLY leads to the Sparks call's form, and Join the community to the external form", () => {
  const apply = sparksApplyLink();
  expect(header.apply.link).toBe(apply);
  for (const ctas of [page.hero.ctas ?? [], page.closing.ctas]) {
    expect(ctas.map((cta) => cta.link)).toEqual([apply, externalLinks.sparksCommunity]);
    expect(ctas[1]?.external).toBe(true);
  }
});

test("APPLY leads to the Sparks call's page on the site, while it is open and after it closes", () => {
  expect(sparksApplyLink("2027-12-31")).toBe("/apply/sparks-2024/");
  expect(sparksApplyLink("2028-01-01")).toBe("/apply/sparks-2024/");
});

test("the page shows every mentor of the collection, each with a portrait", () => {
  const mentors = readSparksMentors();
  expect(page.mentors.people).toEqual(mentors);
  for (const mentor of mentors) expect(mentor.portrait.src).toMatch(/^sparks\/mentors\//);
});

test("no placeholder is left in the Sparks texts", () => {
  expect(JSON.stringify([page, header])).not.toMatch(/\{[A-Za-z]\w*\.[A-Za-z]\w*\}/);
});
