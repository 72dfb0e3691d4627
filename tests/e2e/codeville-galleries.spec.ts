import type { Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { funActivities } from "../../content/codeville/fun-activities.ts";
import { galleryCopy, galleryPaths, kidsCodeCampGallery } from "../../content/codeville/gallery.ts";
import { landingPage } from "../../content/codeville/landing.ts";
import { readGalleryYears } from "../../schemas/content/children.server.ts";
import { expect, test } from "./fixtures.ts";

// The galleries as the build published them: one entry a year, oldest first.
const gallery = readGalleryYears(galleryCopy.fallbackPortrait);
const newestYear = gallery.projects.at(-1)?.year ?? 0;
const newestProjects = gallery.projects.at(-1)?.items ?? [];
const newestGraduates = gallery.graduates.at(-1)?.items ?? [];
const allProjects = gallery.projects.flatMap((year) => year.items);
const allGraduates = gallery.graduates.flatMap((year) => year.items);

const routes = [
  "/codeville/",
  galleryPaths.juniorAcademy,
  galleryPaths.kidsCodeCamp,
  galleryPaths.pastProjects,
  galleryPaths.pastGraduates,
  "/codeville/testimonials",
];

/** The tabpanel of the year tabs that follow a section's heading. */
const sectionOf = (page: Page, heading: string | RegExp) =>
  page.locator("section", { has: page.getByRole("heading", { name: heading, level: 2 }) });

/**
 * Sum of the layout shifts so far, as Lighthouse's CLS counts them (none after
 * input). Shifts are reported as frames render: two animation frames from now,
 * the frame showing everything done before this call has rendered, and the
 * observer's records hold its shifts.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );

for (const path of routes) {
  test(`${path} has no axe violations and no layout shift as its pictures load`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = "eager";
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    });
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await expectNoAxeViolations();
  });
}

test("/codeville/gallery leads to the Junior Academy gallery", async ({ page }) => {
  await page.goto(galleryPaths.index);
  await expect(page).toHaveURL(new RegExp(`${galleryPaths.juniorAcademy}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Junior Academy in pictures");
});

test("Junior Academy gallery: the teaser, year tabs on 2024, three projects and Load More targets", async ({
  page,
}) => {
  await page.goto(galleryPaths.juniorAcademy);
  await expect(page.getByText("We don't just work, we have fun!")).toBeVisible();
  for (const tablist of await page.getByRole("tablist").all()) {
    await expect(tablist.getByRole("tab", { selected: true })).toHaveText(String(newestYear));
  }
  const projects = sectionOf(page, "What they built");
  const panel = projects.getByRole("tabpanel");
  await expect(panel.getByRole("article")).toHaveCount(site.pastProjectsShownPerYear);
  const first = newestProjects[0];
  await expect(panel.getByRole("heading", { name: first?.name })).toBeVisible();
  const preview = panel.getByRole("link", {
    name: new RegExp(`Live Preview\\s*:\\s*${first?.name}`),
  });
  await expect(preview).toHaveAttribute("href", first?.livePreview ?? "");
  await expect(preview).toHaveAttribute("target", "_blank");
  const more = panel.getByRole("link", { name: /Load More Projects/ });
  await expect(more).toHaveAttribute("href", galleryPaths.pastProjects);
  await expect(more).toHaveAttribute("target", "_blank");
  await expect(more).toHaveAttribute("rel", "noopener noreferrer");

  await projects.getByRole("tab", { name: "2022" }).click();
  await expect(projects.getByRole("tabpanel")).toContainText(galleryCopy.emptyYear);
  await projects.getByRole("tab", { name: "2023" }).click();
  await expect(projects.getByRole("tabpanel").getByRole("article")).toHaveCount(3);

  // "Load More Projects" opens the full list in a new tab.
  await projects.getByRole("tab", { name: "2024" }).click();
  const [opened] = await Promise.all([
    page.context().waitForEvent("page"),
    projects.getByRole("link", { name: /Load More Projects/ }).click(),
  ]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(galleryPaths.pastProjects);
  // A new tab is a new session, so the entry popup may cover it: count the cards in the DOM.
  await expect(opened.locator("article")).toHaveCount(allProjects.length);
  await opened.close();
});

test("graduates: under 540 px the first 5 and Load More Graduates; from 540 px all of them", async ({
  page,
}) => {
  const year = newestGraduates;
  await page.setViewportSize({ width: site.mobileGraduatesBelowPx - 1, height: 900 });
  await page.goto(galleryPaths.juniorAcademy);
  const panel = sectionOf(page, /graduates/i).getByRole("tabpanel");
  await expect(panel.getByRole("article").filter({ visible: true })).toHaveCount(
    site.mobileGraduatesShown,
  );
  const more = panel.getByRole("link", { name: /Load More Graduates/ });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute("href", galleryPaths.pastGraduates);
  await expect(more).toHaveAttribute("target", "_blank");

  await page.setViewportSize({ width: site.mobileGraduatesBelowPx, height: 900 });
  await expect(panel.getByRole("article").filter({ visible: true })).toHaveCount(year.length);
  await expect(more).toBeHidden();
});

test("a graduate's card shows what the family agreed to publish and leaves missing details out", async ({
  page,
}) => {
  await page.goto(galleryPaths.pastGraduates);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(allGraduates.length);
  await expect(page.getByRole("main")).not.toContainText(/not provided/i);
  for (const graduate of allGraduates) {
    const card = cards.filter({
      has: page.getByRole("heading", { name: `${graduate.first_name} ${graduate.last_name}` }),
    });
    if (graduate.school_name) await expect(card).toContainText(graduate.school_name);
    if (!graduate.image) {
      await expect(card.locator("img")).toHaveAttribute("src", /portrait-fallback\.svg$/);
    }
  }
  // Without consent for the name, the last name is its initial only.
  expect(allGraduates.some((graduate) => /^\p{Lu}\.$/u.test(graduate.last_name))).toBe(true);
  await expect(page.getByRole("heading", { name: "Faces of Our Amazing Graduates" })).toBeVisible();
});

test("before JavaScript: default years, first slides and working Load More links", async ({
  staticPage: page,
}) => {
  await page.goto(galleryPaths.juniorAcademy);
  for (const tablist of await page.getByRole("tablist").all()) {
    await expect(tablist.getByRole("tab", { selected: true })).toHaveText(String(newestYear));
  }
  await expect(page.getByRole("heading", { name: newestProjects[0]?.name ?? "" })).toBeVisible();
  const more = page.getByRole("link", { name: /Load More Projects/ });
  await expect(more).toHaveAttribute("href", galleryPaths.pastProjects);
  await expect(more).toHaveAttribute("target", "_blank");
  await expect(
    page.getByRole("figure", { name: "Fun activities, frame 1 of 3" }).getByRole("img"),
  ).toHaveAttribute("alt", funActivities.frames[0][0]?.alt ?? "");
  const viewport = page.viewportSize();
  if ((viewport?.width ?? 0) < site.mobileGraduatesBelowPx) {
    await expect(page.getByRole("link", { name: /Load More Graduates/ })).toBeVisible();
    await expect(
      sectionOf(page, /graduates/i)
        .getByRole("article")
        .filter({ visible: true }),
    ).toHaveCount(site.mobileGraduatesShown);
  }
  const [opened] = await Promise.all([page.context().waitForEvent("page"), more.click()]);
  await opened.waitForLoadState();
  await expect(opened.locator("h1")).toHaveText("Every project, every year");
  await opened.close();

  await page.goto(galleryPaths.kidsCodeCamp);
  await expect(page.getByText("1/6")).toBeVisible();
  await expect(page.getByText(kidsCodeCampGallery.slider.slides[0]?.overview ?? "")).toBeVisible();

  await page.goto("/codeville/testimonials");
  await expect(page.getByRole("tab", { selected: true })).toHaveText("2024");
  await expect(page.locator("video source")).toHaveAttribute("src", /demo-day-2024\.mp4$/);

  await page.goto("/codeville/");
  await expect(page.getByText(landingPage.testimonials.reviews[0]?.review ?? "")).toBeVisible();
});
