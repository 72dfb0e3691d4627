import type { Page } from "@playwright/test";
import {
  readSparksHeader,
  readSparksLandingPage,
  sparksApplyLink,
} from "#content-model/sparks/pages.server.ts";
import { site } from "../../app/config/site.ts";
import { sparksPath } from "../../schemas/section-paths.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const sparksLandingPage = readSparksLandingPage();
const sparksHeader = readSparksHeader();
const sections = {
  learning: sparksLandingPage.learning.anchor ?? "",
  howItWorks: sparksLandingPage.howItWorks.anchor ?? "",
};

const nav = (page: Page) => page.getByRole("navigation", { name: sparksHeader.navLabel });

/** A header link: in the hamburger menu on phones, in the bar on wide screens. */
async function headerLink(page: Page, name: string | RegExp, width: number | undefined) {
  if (isPhone(width)) await page.getByRole("button", { name: sparksHeader.menuLabel }).click();
  return nav(page).getByRole("link", { name, exact: typeof name === "string" });
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1, id);

async function expectSectionTopAt(page: Page, id: string, offset: number) {
  await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBeGreaterThan(offset - 2);
  await expect.poll(() => sectionTop(page, id)).toBeLessThan(offset + 2);
}

/** SPEC §9: sections land 120 px below the top on phones, 150 px on wide screens; the FAQ at 120. */
const offsetOf = (id: string, width: number | undefined) =>
  id === sparksLandingPage.faq.anchor
    ? site.startzoneFaqOffsetPx
    : isPhone(width)
      ? site.anchorOffsetMobilePx
      : site.anchorOffsetDesktopPx;

// The page's axe check is the routes sweep's, at both sizes.
test("/sparks: prerendered, hydrates with no console error, and shows its steps and learning paths", async ({
  page,
}) => {
  const response = await page.goto(sparksPath);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain(sparksLandingPage.hero.heading);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sparksLandingPage.hero.heading);
  for (const step of sparksLandingPage.howItWorks.steps) {
    await expect(page.getByRole("heading", { name: step.heading, exact: true })).toBeVisible();
  }
  for (const path of sparksLandingPage.learning.paths) {
    await expect(page.getByRole("heading", { name: path.headerText, exact: true })).toBeVisible();
  }
});

test("each header anchor lands its section below the header", async ({ page, viewport }) => {
  await page.goto(sparksPath);
  for (const anchor of sparksHeader.anchors) {
    const id = anchor.link.split("#")[1] as string;
    await (await headerLink(page, anchor.title, viewport?.width)).click();
    await expect(page).toHaveURL(`${sparksPath}#${id}`);
    await expectSectionTopAt(page, id, offsetOf(id, viewport?.width));
  }
});

test("arriving at /sparks#learning lands the learning paths below the header", async ({
  page,
  viewport,
}) => {
  await page.goto(`${sparksPath}#${sections.learning}`);
  await expectSectionTopAt(page, sections.learning, offsetOf(sections.learning, viewport?.width));
});

test.describe("before JavaScript", () => {
  test("the header's menu and anchors work, and a section lands below the header", async ({
    staticPage: page,
    viewport,
  }) => {
    await page.goto(sparksPath);
    await (await headerLink(page, "How it works", viewport?.width)).click();
    await expect(page).toHaveURL(`${sparksPath}#${sections.howItWorks}`);
    await expectSectionTopAt(
      page,
      sections.howItWorks,
      offsetOf(sections.howItWorks, viewport?.width),
    );
    const apply = nav(page).getByRole("link", { name: /^APPLY/ });
    // The hub's own form, in the same tab (issue 34).
    await expect(apply).toHaveAttribute("href", sparksApplyLink());
    await expect(apply).not.toHaveAttribute("target", "_blank");
  });

  test("the FAQ answers open, and the Course and FAQPage data are in the page", async ({
    staticPage: page,
  }) => {
    await page.goto(sparksPath);
    const [first] = sparksLandingPage.faq.items;
    await page.getByText(first?.question ?? "").click();
    await expect(page.getByText(String(first?.answer))).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.map((text) => JSON.parse(text)["@type"])).toEqual(
      expect.arrayContaining(["Course", "FAQPage"]),
    );
  });
});

test.describe("the same on every screen", () => {
  test.skip(
    ({ viewport }) => isPhone(viewport?.width),
    "these links work the same on every screen; the page's layout at 360 px is checked by the routes sweep",
  );

  test("APPLY opens the Sparks form in the same tab; Join the community opens the external form in a new tab", async ({
    page,
    context,
  }) => {
    await context.route("https://forms.gle/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Community form</title>" }),
    );
    await page.goto(sparksPath);
    const hero = page.locator("section").first();
    const community = hero.getByRole("link", { name: /^Join the community/ });
    await expect(community).toHaveAttribute("rel", "noopener noreferrer");
    const [tab] = await Promise.all([page.waitForEvent("popup"), community.click()]);
    await expect(tab).toHaveURL(/^https:\/\/forms\.gle\//);
    await tab.close();
    await hero.getByRole("link", { name: /^APPLY/ }).click();
    await expect(page).toHaveURL(new RegExp(`${sparksApplyLink()}$`));
  });

  test("the FAQ's CONTACT US button leads to /contact", async ({ page }) => {
    await page.goto(sparksPath);
    await page.getByRole("link", { name: "CONTACT US" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
