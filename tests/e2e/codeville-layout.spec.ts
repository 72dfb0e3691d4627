import type { Page } from "@playwright/test";
import { kidsNavApply } from "#content-model/calls/calls.server.ts";
import { closedApplicationPath } from "#content-model/calls/calls.ts";
import { readCodevilleNavigation } from "#content-model/codeville/navigation.server.ts";
import { site } from "../../app/config/site.ts";
import { waitlistFormPath } from "../../schemas/waitlist-paths.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const {
  header: codevilleHeader,
  notFound: codevilleNotFoundPage,
  entryPopup,
} = readCodevilleNavigation();

const kidsNav = (page: Page) => page.getByRole("navigation", { name: codevilleHeader.navLabel });
const menuButton = (page: Page) => page.getByRole("button", { name: codevilleHeader.menuLabel });
const dropdown = (page: Page, title: string) =>
  kidsNav(page)
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: title }) });
const isOpen = (details: ReturnType<typeof dropdown>) =>
  details.evaluate((element) => (element as HTMLDetailsElement).open);
const page404 = "/codeville/no-such-page";

test("at 1155 px the kids nav is a hamburger menu; at 1156 px it is the bar", async ({ page }) => {
  await page.setViewportSize({ width: site.mobileNavMaxWidthPx, height: 800 });
  await page.goto("/codeville/closed-app");
  await expect(menuButton(page)).toBeVisible();
  await expect(kidsNav(page)).toBeHidden();
  await page.setViewportSize({ width: site.mobileNavMaxWidthPx + 1, height: 800 });
  await expect(menuButton(page)).toBeHidden();
  await expect(kidsNav(page)).toBeVisible();
  await expect(kidsNav(page).getByRole("link", { name: codevilleHeader.applyLabel })).toHaveCSS(
    "width",
    `${site.applyButtonWidthPx}px`,
  );
});

test("the nav has the three dropdowns, Contact and Apply; Apply opens the open form in a new tab", async ({
  page,
  viewport,
}) => {
  await page.goto("/codeville/closed-app");
  if (isPhone(viewport?.width)) await menuButton(page).click();
  const nav = kidsNav(page);
  for (const group of codevilleHeader.dropdowns) {
    await dropdown(page, group.title).locator("summary").click();
    for (const item of group.dropdownItems) {
      await expect(nav.getByRole("link", { name: item.title, exact: true }).first()).toBeVisible();
    }
  }
  await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
    "href",
    codevilleHeader.contact.link,
  );
  const apply = nav.getByRole("link", { name: new RegExp(`^${codevilleHeader.applyLabel}`) });
  const target = kidsNavApply();
  await expect(apply).toHaveAttribute("href", target.href);
  if (target.external) {
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("desktop: a dropdown opens on click and closes on an outside click or Escape", async ({
  page,
  viewport,
}) => {
  test.skip(isPhone(viewport?.width), "desktop layout only");
  await page.goto("/codeville/closed-app");
  const about = dropdown(page, "About");
  await about.locator("summary").click();
  expect(await isOpen(about)).toBe(true);
  await page.getByRole("heading", { level: 1 }).click();
  await expect.poll(() => isOpen(about)).toBe(false);
  await about.locator("summary").click();
  await page.keyboard.press("Escape");
  await expect.poll(() => isOpen(about)).toBe(false);
});

test("mobile: the menu opens, and following a link closes it", async ({ page, viewport }) => {
  test.skip(!isPhone(viewport?.width), "mobile layout only");
  await page.goto("/codeville/closed-app");
  await menuButton(page).click();
  await expect(kidsNav(page)).toBeVisible();
  await kidsNav(page).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/codeville\/contact$/);
  await expect(kidsNav(page)).toBeHidden();
});

test("before JavaScript: the menu opens, its dropdowns open, and a link works", async ({
  staticPage: page,
  viewport,
}) => {
  await page.goto("/codeville/closed-app");
  if (isPhone(viewport?.width)) await menuButton(page).click();
  const programmes = dropdown(page, "Programmes");
  await programmes.locator("summary").click();
  expect(await isOpen(programmes)).toBe(true);
  const first = codevilleHeader.dropdowns[0]?.dropdownItems[0];
  await programmes.getByRole("link", { name: first?.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${first?.link}$`));
});

test("the Apply of a closed programme leads to the closed page, with its two ways on", async ({
  page,
}) => {
  await page.goto(closedApplicationPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application is closed");
  const waitlist = page.getByRole("main").getByRole("link", { name: /^Join the waitlist/ });
  // The hub's own waitlist form, in the same tab.
  await expect(waitlist).toHaveAttribute("href", waitlistFormPath("codeville"));
  await expect(waitlist).not.toHaveAttribute("target", "_blank");
  await expect(page.getByRole("main").getByRole("link", { name: /^Go to Home/ })).toHaveAttribute(
    "href",
    "/codeville",
  );
});

test("an unknown kids path is the kids not-found page, with status 404, header and footer", async ({
  page,
  allowConsoleErrors,
  expectNoAxeViolations,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto(page404);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(codevilleNotFoundPage.title);
  await expect(page).toHaveURL(new RegExp(`${page404}$`));
  await expect(
    page.getByRole("banner").getByRole("link", { name: codevilleHeader.homeLabel }),
  ).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoAxeViolations();
});

test.describe("the entry popup", () => {
  test.use({ showEntryPopup: true });

  test("shows once per browser session, after the page is ready, and not again once dismissed", async ({
    page,
  }) => {
    await page.goto("/codeville/closed-app");
    await expect(page.locator("html")).toHaveAttribute("data-entry-popup", "due");
    const popup = page.getByRole("dialog", { name: entryPopup.title });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: entryPopup.dismissLabel }).click();
    await expect(popup).toBeHidden();
    await page.goto("/codeville/closed-app");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-entry-popup", "not-due");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("is not in the prerendered page, so nothing waits for it", async ({ staticPage }) => {
    await staticPage.goto("/codeville/closed-app");
    await expect(staticPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(staticPage.getByRole("dialog")).toHaveCount(0);
  });
});
