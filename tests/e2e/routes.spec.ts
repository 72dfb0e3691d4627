import type { Page } from "@playwright/test";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { readMainNotFoundPage } from "#content-model/site/system-pages.server.ts";
import { clientBuildDir } from "../../scripts/build/build-dir.ts";
import { publicPages } from "../../scripts/build/site-pages.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const identity = readIdentity();

/**
 * What a page is built of, words aside: each distinct element with its
 * attributes' names and its classes. Two pages with the same blocks differ
 * only in their words and in how many times a block repeats.
 */
function buildingBlocks(html: string): string {
  const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? "";
  const blocks = [...body.matchAll(/<([a-z][a-z0-9-]*)([^>]*)>/g)].map(([, tag, attributes]) =>
    [
      tag,
      ...[...(attributes ?? "").matchAll(/([a-z-]+)(?:="([^"]*)")?/g)]
        .map(([, name, value]) => (name === "class" ? `class="${value}"` : name))
        .sort(),
    ].join(" "),
  );
  return [...new Set(blocks)].sort().join("\n");
}

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
  blocks: buildingBlocks(built.html),
}));
type BuiltPage = (typeof pages)[number];

/**
 * The family of pages drawn from one template this page belongs to: a form's
 * result pages (/forms/<form>/sent, /forms/<form>/failed/<reason>), or one
 * kind of page drawn once per call or programme: the application form and its
 * results (/apply/<call>, /apply/<call>/sent, …) and the waitlist's
 * (/waitlist/<programme>, /waitlist/<programme>/leave, …).
 */
const familyOf = (path: string) => {
  const form = /^\/forms\/([^/]+)\//.exec(path)?.[1];
  if (form) return `/forms/${form}`;
  const perEntry = /^\/(apply|waitlist)\/[^/]+(\/[^/]+)?/.exec(path);
  return perEntry ? `/${perEntry[1]}/*${perEntry[2] ?? ""}` : undefined;
};

/** A page's section: its first path segment, or its family. */
const sectionOf = (path: string) => familyOf(path) ?? `/${path.split("/")[1] ?? ""}`;

/** Pages by their section, in the build's order. */
function bySection(list: BuiltPage[]) {
  const sections = new Map<string, BuiltPage[]>();
  for (const built of list) {
    const section = sectionOf(built.path);
    sections.set(section, [...(sections.get(section) ?? []), built]);
  }
  return sections;
}

/**
 * The pages of a family (familyOf) that differ from every page before them
 * in their building blocks: the rest differ from one of these only in their
 * words, which change neither a laptop's layout nor what a browser does
 * without JavaScript. At the phone's width, where words wrap and overflow,
 * every page is checked.
 */
const oneOfEachBuild = (family: BuiltPage[]) =>
  family.filter(
    (built, index) => family.findIndex((other) => other.blocks === built.blocks) === index,
  );

/** Pages grouped as `bySection` does, each family cut to `oneOfEachBuild`. */
function bySectionOneOfEachBuild(list: BuiltPage[]) {
  return new Map(
    [...bySection(list)].map(([section, sectionPages]) => [
      section,
      familyOf(sectionPages[0]?.path ?? "") ? oneOfEachBuild(sectionPages) : sectionPages,
    ]),
  );
}

/**
 * A test that loops over pages gives each the time a test of its own would
 * have had, so a loaded machine never times it out.
 */
const timeoutFor = (count: number) => count * test.info().project.timeout;

test("the build prerendered the pages of the route table", () => {
  expect(pages.map((built) => built.path)).toEqual(expect.arrayContaining(["/", "/about"]));
});

/**
 * Status 200, one h1 equal to the prerendered one, a title, a description, a
 * canonical address, no horizontal overflow and no broken image.
 */
async function expectRendersItsPage(page: Page, { path, heading }: BuiltPage) {
  expect(heading, `${path}: the prerendered HTML has an h1`).toBeTruthy();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
  await expect(page.locator("h1")).toHaveCount(1);
  expect(await page.title(), path).toContain(identity.name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{15,}/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(path);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${path}: horizontal overflow`).toBeLessThanOrEqual(0);
  const brokenImages = await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) {
      image.loading = "eager";
      await image.decode().catch(() => undefined);
    }
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  });
  expect(brokenImages, `${path}: broken images`).toEqual([]);
}

for (const built of pages.filter((candidate) => !familyOf(candidate.path))) {
  test(`${built.path} renders its page with a title, one h1, no overflow and no axe violations`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await expectRendersItsPage(page, built);
    await expectNoAxeViolations();
  });
}

/*
 * A form's result pages (/forms/<form>/sent, /forms/<form>/failed/<reason>)
 * are one template, routes/site/result.tsx, drawn once per message: one test
 * per form checks them in one browser page. To axe they are not all alike: a
 * sent page has the success colours and a refusal the warning ones, some name
 * the rule a field broke, some offer a second way on. So axe runs on the first
 * page of each set of building blocks; the pages after it differ from it only
 * in their words. A page drawn once per call or programme (an application
 * form, a waitlist's leave page) is such a family too. On a phone every page
 * of the family is rendered; on a laptop, one of each build.
 */
for (const [form, family] of bySection(pages.filter((built) => familyOf(built.path)))) {
  const builds = oneOfEachBuild(family);
  test(`the ${family.length} pages of ${form} render with a title, one h1, no overflow and no axe violations (${builds.length} of them on a laptop, one of each build)`, async ({
    page,
    viewport,
    expectNoAxeViolations,
  }) => {
    const rendered = isPhone(viewport?.width) ? family : builds;
    test.setTimeout(timeoutFor(rendered.length));
    for (const built of rendered) {
      await test.step(built.path, async () => {
        await expectRendersItsPage(page, built);
        if (builds.includes(built)) await expectNoAxeViolations();
      });
    }
  });
}

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

test.describe("the same on every screen", () => {
  test.skip(
    ({ viewport }) => isPhone(viewport?.width),
    "the built files and prerendered HTML are the same on every screen; each page's layout is checked above",
  );

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

  test("the sitemap lists every indexable page and robots.txt points to it", async ({
    request,
  }) => {
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

  for (const [section, sectionPages] of bySectionOneOfEachBuild(pages)) {
    const title =
      sectionPages.length === 1
        ? `${sectionPages[0]?.path} is`
        : `the ${sectionPages.length} pages of ${section} are`;
    test(`${title} readable with JavaScript off`, async ({ staticPage }) => {
      test.setTimeout(timeoutFor(sectionPages.length));
      for (const { path, heading } of sectionPages) {
        await staticPage.goto(path);
        await expect(staticPage.getByRole("heading", { level: 1 }), path).toHaveText(heading ?? "");
      }
    });
  }
});
