import { expect, test } from "vitest";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { sparksLandingPage as page } from "./landing.ts";
import { sparksHeader } from "./navigation.ts";

test("the header's anchors are SPEC §2's four, each a section of the page", () => {
  expect(sparksHeader.anchors.map((anchor) => anchor.link)).toEqual([
    "/sparks#about",
    "/sparks#how-it-works",
    "/sparks#learning",
    "/sparks#faq",
  ]);
  expect([
    page.about.anchor,
    page.howItWorks.anchor,
    page.learning.anchor,
    page.faq.anchor,
  ]).toEqual(["about", "how-it-works", "learning", "faq"]);
});

test("the hero's APPLY and Join the community open the external form", () => {
  expect(page.hero.ctas?.map((cta) => [cta.label, cta.external])).toEqual([
    ["APPLY", true],
    ["Join the community", true],
  ]);
  expect(page.hero.ctas?.[0]?.link).toBe(externalLinks.sparksApplication);
});

test("the five how-to-apply steps and the two learning paths of SPEC §2", () => {
  expect(page.howItWorks.steps.map((step) => step.heading)).toEqual([
    "Apply Online",
    "Phone Call Interview",
    "Virtual Interview",
    "Get Selected",
    "Start the experience",
  ]);
  expect(page.learning.paths.map((path) => path.headerText)).toEqual([
    "Product Design",
    "Software Development",
  ]);
});

test("the FAQ says it is free, virtual, needs no strict experience, and ends with a certificate", () => {
  const answers = page.faq.items.map((item) => [item.answer].flat().join(" ")).join(" ");
  for (const fact of ["free", "no particular city", "No strict prior experience", "certificate"]) {
    expect(answers.toLowerCase()).toContain(fact.toLowerCase());
  }
  expect(page.faq.cta).toEqual({ label: "CONTACT US", link: "/contact" });
});
