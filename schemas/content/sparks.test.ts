import { expect, test } from "vitest";
import { sparksPath } from "#schemas/section-paths.ts";
import { externalLinks } from "./external-links.server.ts";
import { readSparksHeader, readSparksLandingPage, readSparksMentors } from "./sparks.server.ts";

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

test("every APPLY and Join the community opens the external forms", () => {
  const links = [...(page.hero.ctas ?? []), ...page.closing.ctas, header.apply];
  for (const cta of links) expect(cta.external).toBe(true);
  expect(header.apply.link).toBe(externalLinks.sparksApplication);
  expect(page.hero.ctas?.map((cta) => cta.link)).toEqual([
    externalLinks.sparksApplication,
    externalLinks.sparksCommunity,
  ]);
});

test("the page shows every mentor of the collection, each with a portrait", () => {
  const mentors = readSparksMentors();
  expect(page.mentors.people).toEqual(mentors);
  for (const mentor of mentors) expect(mentor.portrait.src).toMatch(/^sparks\/mentors\//);
});

test("no placeholder is left in the Sparks texts", () => {
  expect(JSON.stringify([page, header])).not.toMatch(/\{[A-Za-z]\w*\.[A-Za-z]\w*\}/);
});
