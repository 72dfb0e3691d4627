import { kidsProgrammeApply } from "#content-model/calls/calls.server.ts";
import { readProgrammeCohort } from "#content-model/calls/programme-cohort.server.ts";
import { readKidsProgrammes } from "#content-model/codeville/kids-programmes.server.ts";
import { programmePath } from "#content-model/codeville/kids-programmes.ts";
import { readCodevilleNavigation } from "#content-model/codeville/navigation.server.ts";
import { legacyProgrammeRedirects } from "../../app/config/codeville-programme-paths.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const kidsProgrammes = readKidsProgrammes();

const codevilleHeader = readCodevilleNavigation().header;

test("a programme page marks its nav entry and opens its group in the menu before JavaScript", async ({
  staticPage: page,
  viewport,
}) => {
  const path = programmePath("middle-class");
  await page.goto(path);
  const nav = page.getByRole("navigation", { name: codevilleHeader.navLabel, includeHidden: true });
  const current = nav.locator(`[aria-current="page"][href="${path}"]`);
  await expect(current).toHaveCount(2);
  if (isPhone(viewport?.width)) {
    await page.getByRole("button", { name: codevilleHeader.menuLabel }).click();
    const programmes = page
      .getByRole("navigation", { name: codevilleHeader.navLabel })
      .locator("details")
      .filter({ hasText: "Programmes" });
    expect(await programmes.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await expect(programmes.getByRole("link", { name: "Middle Class", exact: true })).toBeVisible();
  }
});

test("Junior Academy shows Web Dev first, switches to Game Dev, and its banner's Apply Now follows its call", async ({
  page,
}) => {
  await page.goto(programmePath("junior-academy"));
  const tabs = page.getByRole("tablist", { name: "Junior Academy tracks" });
  await expect(tabs.getByRole("tab", { name: "Web Dev" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: /^Web Dev:/ })).toBeVisible();
  await tabs.getByRole("tab", { name: "Game Dev" }).click();
  await expect(page.getByRole("heading", { name: /^Game Dev:/ })).toBeVisible();
  const band = page.getByRole("region", { name: "Get Onboard" });
  await expect(band.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute(
    "href",
    kidsProgrammeApply("junior-academy").href,
  );
});

/** "₦150,000" or "₦1.05" as whole kobo. */
function koboOf(written: string): number {
  const [naira = "0", kobos = "0"] = written.replace(/[₦,\s]/g, "").split(".");
  return Number(naira) * 100 + Number(kobos.padEnd(2, "0"));
}

test("a programme's dates and fees come from its cohort, its instalments add up to the fee, and it says how to pay, readable without JavaScript on a phone", async ({
  staticPage: page,
}) => {
  for (const programme of kidsProgrammes) {
    const cohort = readProgrammeCohort(programme.id);
    if (!cohort?.section) continue;
    await page.goto(programmePath(programme.id));
    const section = page.getByRole("region", { name: cohort.section.heading });
    await expect(section).toContainText(cohort.fee.value);
    await expect(section).toContainText(cohort.dates.value);
    const payments = cohort.section.payments;
    if (!payments) continue;
    const table = section.getByRole("table", { name: payments.caption });
    for (const header of Object.values(payments.headers)) {
      await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
    }
    const amounts = await table.locator("tbody tr td:first-of-type").allTextContents();
    const [inFull = 0, ...instalments] = amounts.map(koboOf);
    if (instalments.length > 0)
      expect(instalments.reduce((sum, amount) => sum + amount)).toBe(inFull);
    // A parent learns how to pay before applying: after the offer, by its invoice, which ways.
    const howToPay = section.getByRole("region", { name: payments.howToPay.heading });
    await expect(howToPay).toContainText(payments.howToPay.afterOffer);
    await expect(howToPay).toContainText(payments.howToPay.ways);
    // Readable at 360 px: the table fits the screen, with no sideways scrolling.
    const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const pageFits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(pageFits).toBe(true);
  }
});

test("each programme card shows its programme's fee", async ({ staticPage: page }) => {
  await page.goto("/codeville/programmes");
  for (const programme of kidsProgrammes) {
    const cohort = readProgrammeCohort(programme.id);
    if (!cohort) continue;
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: programme.title, exact: true }) });
    await expect(card).toContainText(cohort.fee.value);
  }
});

test.describe("the same on every screen", () => {
  test.skip(
    ({ viewport }) => isPhone(viewport?.width),
    "redirects, the prerendered facts and data, and the overview's links are the same on every screen; each page's layout at 360 px is checked by the routes sweep",
  );

  for (const [legacy, target] of Object.entries(legacyProgrammeRedirects)) {
    test(`the legacy path /codeville/programmes/${legacy} redirects to ${target}`, async ({
      page,
    }) => {
      const response = await page.goto(`/codeville/programmes/${legacy}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toContain(legacy);
      await expect(page).toHaveURL(new RegExp(`${programmePath(target)}$`));
    });
  }

  for (const programme of kidsProgrammes) {
    test(`${programme.title}: its facts, Apply and Course and FAQPage data are in the prerendered page`, async ({
      staticPage: page,
    }) => {
      await page.goto(programmePath(programme.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(programme.title);
      const main = page.getByRole("main");
      await expect(main).toContainText(programme.catchPhrase);
      for (const requirement of programme.requirements)
        await expect(main).toContainText(requirement);
      const apply = main.getByRole("link", { name: /^Apply/ }).first();
      const target = kidsProgrammeApply(programme.id);
      await expect(apply).toHaveAttribute("href", target.href);
      // An open call's form on another site opens in a new tab; the hub's own form or the closed page in this one.
      if (target.external) await expect(apply).toHaveAttribute("target", "_blank");
      else await expect(apply).not.toHaveAttribute("target", "_blank");
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
      const course = data.find((item) => item["@type"] === "Course");
      expect(course).toMatchObject({ name: programme.title, timeRequired: programme.durationIso });
      expect(course.provider.name).toBeTruthy();
      expect(data.find((item) => item["@type"] === "FAQPage")?.mainEntity.length).toBeGreaterThan(
        2,
      );
    });
  }

  test("Virtual Camp shows its learning path and its requirements from its record", async ({
    staticPage: page,
  }) => {
    const virtualCamp = kidsProgrammes.find((programme) => programme.id === "virtual-camp");
    await page.goto(programmePath("virtual-camp"));
    const main = page.getByRole("main");
    for (const path of virtualCamp?.learningPath ?? []) {
      for (const text of [path.name, path.length ?? "", ...path.topics]) {
        await expect(main).toContainText(text);
      }
    }
    for (const requirement of virtualCamp?.requirements ?? []) {
      await expect(main).toContainText(requirement);
    }
  });

  test("the programmes overview lists the four programmes, each linking its page", async ({
    page,
  }) => {
    await page.goto("/codeville/programmes");
    for (const programme of kidsProgrammes) {
      await expect(
        page.getByRole("main").getByRole("link", { name: `About ${programme.title}` }),
      ).toHaveAttribute("href", programmePath(programme.id));
    }
  });
});
