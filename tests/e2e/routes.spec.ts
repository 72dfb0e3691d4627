import { expect, test } from "./fixtures.ts";

const pages = [
  { path: "/", heading: "Where Africa's next builders learn, launch and grow" },
  { path: "/about", heading: "A tech talent hub, rooted in Enugu" },
  { path: "/contact", heading: "Let's talk" },
  { path: "/tech-hub", heading: "A tech talent accelerator in the heart of Enugu" },
];

for (const { path, heading } of pages) {
  test(`${path} renders its page with a title, one h1, no overflow and no axe violations`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.title()).toMatch(/Enugu Tech Hub/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{15,}/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const brokenImages = await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) {
        image.loading = "eager";
        await image.decode().catch(() => undefined);
      }
      return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
    });
    expect(brokenImages).toEqual([]);
    await expectNoAxeViolations();
  });
}

test("a trailing slash reaches the same page", async ({ page }) => {
  await page.goto("/about/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A tech talent hub, rooted in Enugu",
  );
});

test("routes are case sensitive: /About is the designed not-found page with status 404", async ({
  page,
  allowConsoleErrors,
  expectNoAxeViolations,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/About");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoAxeViolations();
});

test("the page scrolls to the top when the path changes", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Who we are" }).click();
  await expect(page).toHaveURL(/\/tech-hub$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("pages are readable with JavaScript off", async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "The people who run the hub" })).toBeVisible();
  await context.close();
});
