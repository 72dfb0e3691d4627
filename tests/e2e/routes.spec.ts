import { identity } from "#schemas/content/identity.server.ts";
import { readMainNotFoundPage } from "../../schemas/content/system-pages.server.ts";
import { clientBuildDir } from "../../scripts/build/build-dir.ts";
import { publicPages } from "../../scripts/build/site-pages.ts";
import { expect, test } from "./fixtures.ts";

/** Every page the build prerendered, with the h1 its HTML carries. */
const pages = publicPages(clientBuildDir()).map((built) => ({
  path: built.path,
  noindex: built.noindex,
  shareImage: /<meta property="og:image" content="([^"]+)"/.exec(built.html)?.[1],
  heading: /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(built.html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim(),
}));

test("the build prerendered the pages of the route table", () => {
  expect(pages.map((built) => built.path)).toEqual(expect.arrayContaining(["/", "/about"]));
});

for (const { path, heading } of pages) {
  test(`${path} renders its page with a title, one h1, no overflow and no axe violations`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    expect(heading, "the prerendered HTML has an h1").toBeTruthy();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.title()).toContain(identity.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{15,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(path);
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

test("every page names a share preview that the site serves as a PNG", async ({ request }) => {
  for (const { path, shareImage } of pages) {
    expect(shareImage, `${path} has og:image`).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    const response = await request.get(new URL(shareImage ?? "").pathname);
    expect(response.status(), `${path}: ${shareImage}`).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
});

test("the home page's HTML carries the organisation as JSON-LD, before any JavaScript", async ({
  staticPage,
}) => {
  await staticPage.goto("/");
  const blocks = await staticPage
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  expect(blocks).toContainEqual(
    expect.objectContaining({
      "@type": "EducationalOrganization",
      name: identity.name,
      email: identity.email,
    }),
  );
});

test("the sitemap lists every indexable page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(listed.sort()).toEqual(
    pages
      .filter((built) => !built.noindex)
      .map((built) => built.path)
      .sort(),
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test("the icons browsers and phones ask for at the root are served", async ({ request }) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.status()).toBe(200);
  expect(touch.headers()["content-type"]).toBe("image/png");
});

test("a trailing slash reaches the same page", async ({ page }) => {
  await page.goto("/about/");
  await expect(page).toHaveURL(/\/about\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    pages.find((built) => built.path === "/about")?.heading ?? "",
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(readMainNotFoundPage().title);
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

// One test per page: a loop over a section's pages outgrew its timeout on a loaded machine.
for (const { path, heading } of pages) {
  test(`${path} is readable with JavaScript off`, async ({ staticPage }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "the prerendered HTML is the same on every screen; each page's layout is checked above",
    );
    await staticPage.goto(path);
    await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
  });
}
