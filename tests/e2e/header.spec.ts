import type { Page } from "@playwright/test";
import { readMainHeader } from "#content-model/site/navigation.server.ts";
import routes from "../../app/routes.ts";
import { clientBuildDir } from "../../scripts/build/build-dir.ts";
import { publicPages } from "../../scripts/build/site-pages.ts";
import { expect, isPhone, test, waitForHydration } from "./fixtures.ts";

const mainHeader = readMainHeader();

const mainNav = (page: Page) => page.getByRole("navigation", { name: mainHeader.navLabel });
const learning = (page: Page) =>
  mainNav(page)
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Learning" }) });
const isOpen = (details: ReturnType<typeof learning>) =>
  details.evaluate((element) => (element as HTMLDetailsElement).open);

test("the header links the main routes and opens external links in a new tab", async ({
  page,
  viewport,
}) => {
  await page.goto("/");
  if (isPhone(viewport?.width)) {
    await page.getByRole("button", { name: mainHeader.menuLabel }).click();
  }
  const nav = mainNav(page);
  for (const item of mainHeader.primary) {
    await expect(nav.getByRole("link", { name: item.title, exact: true })).toHaveAttribute(
      "href",
      item.link,
    );
  }
  for (const item of mainHeader.external) {
    const link = nav.getByRole("link", { name: new RegExp(`^${item.title}`) }).last();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("desktop: the LEARNING dropdown opens on click and closes on an outside click or Escape", async ({
  page,
  viewport,
}) => {
  test.skip(isPhone(viewport?.width), "desktop layout only");
  await page.goto("/");
  const dropdown = learning(page);
  const summary = dropdown.locator("summary");
  expect(await isOpen(dropdown)).toBe(false);
  await summary.click();
  expect(await isOpen(dropdown)).toBe(true);
  const first = mainHeader.learning.items[0];
  const entry = dropdown.getByRole("link", { name: new RegExp(`^${first?.title}`, "i") });
  await expect(entry).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect.poll(() => isOpen(dropdown)).toBe(false);
  await summary.click();
  await page.keyboard.press("Escape");
  await expect.poll(() => isOpen(dropdown)).toBe(false);
  await expect(summary).toBeFocused();
});

test("mobile: the hamburger opens the menu, LEARNING toggles inside it, and a link closes it", async ({
  page,
  viewport,
}) => {
  test.skip(!isPhone(viewport?.width), "mobile layout only");
  await page.goto("/");
  const nav = mainNav(page);
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: mainHeader.menuLabel }).click();
  await expect(nav).toBeVisible();
  const dropdown = learning(page);
  await dropdown.locator("summary").click();
  expect(await isOpen(dropdown)).toBe(true);
  await dropdown.locator("summary").click();
  expect(await isOpen(dropdown)).toBe(false);
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav).toBeHidden();
});

test("before JavaScript: the menu and the LEARNING dropdown open and their links work", async ({
  staticPage: page,
  viewport,
}) => {
  await page.goto("/");
  const nav = mainNav(page);
  if (isPhone(viewport?.width)) {
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: mainHeader.menuLabel }).click();
  }
  await expect(nav).toBeVisible();
  const dropdown = learning(page);
  await dropdown.locator("summary").click();
  expect(await isOpen(dropdown)).toBe(true);
  await expect(dropdown.getByRole("link").first()).toBeVisible();
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

const builtPaths = new Set(publicPages(clientBuildDir()).map((built) => built.path));
// Only the main layout draws the main header; a section (Codeville…) has its own.
const mainLayoutPaths = new Set(
  (routes.find((entry) => entry.id === "main")?.children ?? []).map(
    (child) => `/${child.path ?? ""}`,
  ),
);

for (const item of mainHeader.primary.filter(
  (entry) => builtPaths.has(entry.link) && mainLayoutPaths.has(entry.link),
)) {
  test(`${item.link} loaded directly marks its own menu item, with JavaScript on and off`, async ({
    page,
    staticPage,
  }) => {
    for (const tab of [staticPage, page]) {
      await tab.goto(item.link);
      const current = tab
        .getByRole("navigation", { name: mainHeader.navLabel, includeHidden: true })
        .locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", item.link);
    }
  });
}

test("mobile: a menu opened before hydration stays open when React takes over", async ({
  page,
  viewport,
}) => {
  test.skip(!isPhone(viewport?.width), "mobile layout only");
  const tab = await page.context().newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tab.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await tab.goto("/", { waitUntil: "load" });
  await tab.getByRole("button", { name: mainHeader.menuLabel }).click();
  await expect(mainNav(tab)).toBeVisible();
  release();
  await waitForHydration(tab);
  await expect(mainNav(tab)).toBeVisible();
});
