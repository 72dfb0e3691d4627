import { expect, test } from "vitest";
import { externalLinks } from "../site/external-links.ts";
import { startupBoostCall } from "./call-banner.ts";
import { investmentPage } from "./investment.ts";
import { startzoneOverviewPage } from "./overview.ts";
import { applicationSteps, springboard, startupBoost } from "./programmes.ts";
import { springboardPage } from "./springboard.ts";
import { startupBoostPage } from "./start-up-boost.ts";

test("the two programmes keep SPEC §1's durations and application status", () => {
  expect([springboard.duration, springboard.applications]).toEqual(["3 months", "closed"]);
  expect([startupBoost.duration, startupBoost.applications]).toEqual(["6 months", "open"]);
  expect(springboard.applyLink).toBeUndefined();
});

test("both programmes select founders in SPEC §2's four steps", () => {
  expect(applicationSteps.steps.map((step) => step.heading)).toEqual([
    "Online Application",
    "Objective Vetting",
    "Virtual Interview",
    "Onboarding",
  ]);
  expect(springboardPage.steps).toEqual(applicationSteps);
  expect(startupBoostPage.steps).toEqual(applicationSteps);
});

test("Springboard has its closed button, two learning areas and a #faq", () => {
  expect(springboardPage.closedLabel).toBe("APPLICATIONS ARE CLOSED");
  expect(springboardPage.learning.cards.map((card) => card.heading)).toEqual([
    "The Basics",
    "The Business",
  ]);
  expect(springboardPage.faq.anchor).toBe("faq");
});

test("Startup Boost has the open button to its form and SPEC §2's six benefits", () => {
  expect(startupBoostPage.apply).toEqual({
    label: "APPLICATIONS ARE OPEN",
    link: externalLinks.startupBoostApplication,
  });
  expect(startupBoostPage.benefits.cards.map((card) => card.heading)).toEqual([
    "Unfiltered Mentorship",
    "Project Based Learning",
    "No Fees",
    "Access To Learning Resources",
    "Easy Onboarding",
    "Practical Methods",
  ]);
});

test("the banner's Apply Now is the Startup Boost form (DECISIONS.md)", () => {
  expect(startupBoostCall.applyLabel).toBe("Apply Now");
  expect(startupBoostCall.applyLink).toBe(startupBoost.applyLink);
});

test("the portfolio holds six startups, among them SPEC §2's five sectors", () => {
  const sectors = investmentPage.portfolio.items.map((item) => item.sector);
  expect(sectors).toHaveLength(6);
  for (const sector of [
    "Auto parts",
    "Solar inverters",
    "Fashion",
    "AI and machine learning",
    "Legal app",
  ]) {
    expect(sectors).toContain(sector);
  }
});

test("the overview has an #about and a #faq with a contact button", () => {
  expect(startzoneOverviewPage.about.anchor).toBe("about");
  expect(startzoneOverviewPage.faq.anchor).toBe("faq");
  expect(startzoneOverviewPage.faq.cta?.link).toBe("/contact");
});
