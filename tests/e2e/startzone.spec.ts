import type { Page } from "@playwright/test";
import {
  readCallBanner,
  readSpringboardPage,
  readStartupBoostPage,
  readStartzoneHeader,
  readStartzoneNotFoundPage,
} from "#content-model/startzone/pages.server.ts";
import { site } from "../../app/config/site.ts";
import { startzonePaths } from "../../schemas/section-paths.ts";
import { expect, isPhone, test } from "./fixtures.ts";

// The shipped content, read as the build read it: Startup Boost's call open,
// Springboard's closed (SPEC §2).
const startupBoostCall = readCallBanner();
const springboard = readSpringboardPage();
const startupBoost = readStartupBoostPage();
if (!startupBoostCall || springboard.button.open || !startupBoost.button.open) {
  throw new Error("the shipped content must keep SPEC §2: Startup Boost open, Springboard closed");
}
const startzoneHeader = readStartzoneHeader();
const startzoneNotFoundPage = readStartzoneNotFoundPage();
const openButton = startupBoost.button;
const springboardPage = springboard.page;

const nav = (page: Page) => page.getByRole("navigation", { name: startzoneHeader.navLabel });
const banner = (page: Page) => page.getByRole("region", { name: startupBoostCall.label });

/** The header's links: in the hamburger menu on phones, in the bar on wide screens. */
async function headerLink(page: Page, name: string, width: number | undefined) {
  if (isPhone(width)) await page.getByRole("button", { name: startzoneHeader.menuLabel }).click();
  return nav(page).getByRole("link", { name, exact: true });
}

/** Where a section's top sits in the window once the scroll has settled. */
async function expectSectionTopAt(page: Page, id: string, offset: number) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1,
          id,
        ),
      {
        timeout: 5_000,
      },
    )
    .toBeGreaterThan(offset - 2);
  await expect
    .poll(() =>
      page.evaluate(
        (target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1,
        id,
      ),
    )
    .toBeLessThan(offset + 2);
}

const anchorOffset = (width: number | undefined) =>
  isPhone(width) ? site.anchorOffsetMobilePx : site.anchorOffsetDesktopPx;

// Each page's axe check is the routes sweep's, at both sizes.
for (const path of Object.values(startzonePaths)) {
  test(`${path}: prerendered, hydrates with no console error, and shows the call's banner`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain("<h1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });
}

test("closing the banner leaves a compact view whose learn-more button opens the call's modal", async ({
  page,
}) => {
  await page.goto(startzonePaths.overview);
  await banner(page).getByRole("button", { name: startupBoostCall.closeLabel }).click();
  await expect(banner(page)).toHaveCount(0);
  const compact = page.getByRole("button", { name: startupBoostCall.compactLabel });
  await expect(compact).toBeVisible();
  // The closed banner stays closed while the visitor moves between Startzone pages.
  await page.getByRole("link", { name: "Explore Startup Boost" }).first().click();
  await expect(page).toHaveURL(startzonePaths.startupBoost);
  await expect(compact).toBeVisible();
  await compact.click();
  const dialog = page.getByRole("dialog", { name: startupBoostCall.details.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Learn more opens the call's details in a modal, which its close button closes", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto(startzonePaths.investment);
  await banner(page).getByText(startupBoostCall.learnMoreLabel).click();
  const dialog = page.getByRole("dialog", { name: startupBoostCall.details.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Nothing: Startup Boost is free");
  // Longer than a phone's screen, it still opens at its beginning.
  await expect(
    dialog.getByRole("heading", { name: startupBoostCall.details.title }),
  ).toBeInViewport();
  await expectNoAxeViolations();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeVisible();
});

test("the call's modal keeps the page behind out of reach, and Escape or a click beside it closes it, giving focus back", async ({
  page,
}) => {
  await page.goto(startzonePaths.investment);
  const learnMore = banner(page).getByText(startupBoostCall.learnMoreLabel);
  await learnMore.click();
  const dialog = page.getByRole("dialog", { name: startupBoostCall.details.title });
  await expect(dialog).toBeVisible();
  // The page behind is inert: tabbing never reaches it.
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press("Tab");
    const focusBehind = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused !== document.body && !focused?.closest("dialog");
    });
    expect(focusBehind).toBe(false);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(learnMore).toBeFocused();

  await learnMore.click();
  await expect(dialog).toBeVisible();
  // A click beside the modal, on its backdrop, dismisses it.
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(learnMore).toBeFocused();
});

test("the header's About anchor glides to the section and lands it below the header", async ({
  page,
  viewport,
}) => {
  await page.goto(startzonePaths.investment);
  await (await headerLink(page, "About", viewport?.width)).click();
  await expect(page).toHaveURL(`${startzonePaths.overview}#about`);
  await expectSectionTopAt(page, "about", anchorOffset(viewport?.width));
  // Again from the page itself: an in-page jump.
  await page.evaluate(() => window.scrollTo(0, 0));
  await (await headerLink(page, "About", viewport?.width)).click();
  await expectSectionTopAt(page, "about", anchorOffset(viewport?.width));
});

test("the header's FAQ anchor leads to /startzone#faq, and on Springboard to its own FAQ, 120 px below the top", async ({
  page,
  viewport,
}) => {
  await page.goto(startzonePaths.incubation);
  await (await headerLink(page, "FAQ", viewport?.width)).click();
  await expect(page).toHaveURL(`${startzonePaths.overview}#faq`);
  await expectSectionTopAt(page, "faq", site.startzoneFaqOffsetPx);

  await page.goto(startzonePaths.springboard);
  await (await headerLink(page, "FAQ", viewport?.width)).click();
  await expect(page).toHaveURL(`${startzonePaths.springboard}#faq`);
  await expectSectionTopAt(page, "faq", site.startzoneFaqOffsetPx);
  await expect(page.getByRole("heading", { name: springboardPage.faq.heading })).toBeVisible();
});

test("arriving at an address with a hash lands its section below the header", async ({
  page,
  viewport,
}) => {
  await page.goto(`${startzonePaths.springboard}#faq`);
  await expectSectionTopAt(page, "faq", site.startzoneFaqOffsetPx);
  await page.goto(`${startzonePaths.overview}#about`);
  await expectSectionTopAt(page, "about", anchorOffset(viewport?.width));
});

test("an unknown Startzone path is the Startzone not-found page, with status 404", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/startzone/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(startzoneNotFoundPage.title);
  await expect(banner(page)).toBeVisible();
  await expect(page).toHaveURL("/startzone/no-such-page");
});

test.describe("before JavaScript", () => {
  test("the header's menu and anchors work, and a hash lands below the header", async ({
    staticPage: page,
    viewport,
  }) => {
    await page.goto(startzonePaths.investment);
    const link = await headerLink(page, "FAQ", viewport?.width);
    await link.click();
    await expect(page).toHaveURL(`${startzonePaths.overview}#faq`);
    await expectSectionTopAt(page, "faq", site.startzoneFaqOffsetPx);
    await page.goto(`${startzonePaths.overview}#about`);
    await expectSectionTopAt(page, "about", anchorOffset(viewport?.width));
  });

  test("the FAQ answers open, and the FAQPage data is in the page", async ({
    staticPage: page,
  }) => {
    await page.goto(startzonePaths.overview);
    await page.getByText("How much do Startzone programmes cost?").click();
    await expect(page.getByText("there are no fees to apply", { exact: false })).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.map((text) => JSON.parse(text)["@type"])).toContain("FAQPage");
  });

  test("the banner's Apply Now is a real link to the call's form (another site's in a new tab), and Learn more shows the call's details", async ({
    staticPage: page,
  }) => {
    await page.goto(startzonePaths.overview);
    const apply = banner(page)
      .getByRole("link", { name: new RegExp(`^${startupBoostCall.applyLabel}`) })
      .first();
    await expect(apply).toHaveAttribute("href", startupBoostCall.applyLink);
    if (startupBoostCall.applyExternal) await expect(apply).toHaveAttribute("target", "_blank");
    else await expect(apply).not.toHaveAttribute("target", "_blank");
    // The close button needs React: before it runs, it is not shown at all.
    await expect(
      banner(page).getByRole("button", { name: startupBoostCall.closeLabel }),
    ).toBeHidden();
    await banner(page).getByText(startupBoostCall.learnMoreLabel).click();
    const [firstFact] = startupBoostCall.details.facts;
    await expect(banner(page).getByText(firstFact?.value ?? "")).toBeVisible();
  });
});

test.describe("the same on every screen", () => {
  test.skip(
    ({ viewport }) => isPhone(viewport?.width),
    "these links, buttons and navigations work the same on every screen; each page's layout at 360 px is checked by the routes sweep",
  );

  test("Back links on the two programme pages lead to the incubation page", async ({ page }) => {
    for (const path of [startzonePaths.springboard, startzonePaths.startupBoost]) {
      await page.goto(path);
      await page.getByRole("link", { name: springboardPage.back.label }).click();
      await expect(page).toHaveURL(startzonePaths.incubation);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("a page opened directly while a client-side navigation is in flight stays the page asked for", async ({
    page,
  }) => {
    await page.goto(startzonePaths.springboard);
    // Hold the next route's scripts and data, so the Back link's navigation stays in flight.
    const isRouteFetch = (url: URL) => /\.(js|data)$/.test(url.pathname);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isRouteFetch, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.getByRole("link", { name: springboardPage.back.label }).click();
    await page.waitForFunction(() => sessionStorage.getItem("interrupted-navigation") !== null);
    await page.unroute(isRouteFetch);
    release();

    await page.goto(startzonePaths.startupBoost);
    await expect(page).toHaveURL(startzonePaths.startupBoost);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Springboard's APPLICATIONS ARE CLOSED is disabled; Startup Boost's APPLICATIONS ARE OPEN opens the hub's form in the same tab", async ({
    page,
  }) => {
    await page.goto(startzonePaths.springboard);
    await expect(page.getByRole("button", { name: springboard.button.label })).toBeDisabled();

    await page.goto(startzonePaths.startupBoost);
    const open = page.getByRole("link", { name: new RegExp(`^${openButton.label}`) });
    await expect(open).toHaveAttribute("href", openButton.link);
    await expect(open).not.toHaveAttribute("target", "_blank");
    await open.click();
    await expect(page).toHaveURL(new RegExp(`${openButton.link}$`));
  });

  test("the portfolio's six startups each have a logo and a link that opens in a new tab", async ({
    page,
  }) => {
    await page.goto(startzonePaths.investment);
    const cards = page.locator("#portfolio article");
    await expect(cards).toHaveCount(6);
    const logoWidths = await page
      .locator("#portfolio img")
      .evaluateAll(async (images: HTMLImageElement[]) => {
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        return images.map((image) => image.naturalWidth);
      });
    expect(logoWidths).toHaveLength(6);
    expect(logoWidths.every((width) => width > 0)).toBe(true);
    for (const card of await cards.all()) {
      await expect(card.getByRole("link")).toHaveAttribute("target", "_blank");
    }
  });
});
