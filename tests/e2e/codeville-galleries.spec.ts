import type { Page } from "@playwright/test";
import { readGalleryYears } from "#content-model/codeville/children.server.ts";
import { readFunActivities } from "#content-model/codeville/fun-activities.server.ts";
import {
  readGalleryCopy,
  readKidsCodeCampGallery,
} from "#content-model/codeville/gallery.server.ts";
import { readLandingPage } from "#content-model/codeville/landing.server.ts";
import { readTestimonialsPage } from "#content-model/codeville/testimonials.server.ts";
import { site } from "../../app/config/site.ts";
import { galleryPaths } from "../../app/features/codeville/gallery-paths.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const galleryCopy = readGalleryCopy();
const kidsCodeCampGallery = readKidsCodeCampGallery();

// The galleries as the build published them: one entry a year, oldest first.
const gallery = readGalleryYears(galleryCopy.fallbackPortrait);
const newestYear = gallery.projects.at(-1)?.year ?? 0;
const newestProjects = gallery.projects.at(-1)?.items ?? [];
const newestGraduates = gallery.graduates.at(-1)?.items ?? [];
const allProjects = gallery.projects.flatMap((year) => year.items);
const allGraduates = gallery.graduates.flatMap((year) => year.items);
const testimonialsPage = readTestimonialsPage();
const funActivities = readFunActivities();
const landingPage = readLandingPage();

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
 * Loads every picture of the page at once and sums the layout shifts that
 * follow, as Lighthouse's CLS counts them (none after input). It starts once
 * the web font is in: a late font on a loaded machine moves text by itself,
 * which is not what this measures. Shifts are reported as frames render: two
 * animation frames after the last picture decoded, the observer holds them.
 */
const layoutShiftAsPicturesLoad = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
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
    observer.observe({ type: "layout-shift" });
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    add(observer.takeRecords());
    observer.disconnect();
    return total;
  });

// Each page's axe check is the routes sweep's, at both sizes.
for (const path of routes) {
  test(`${path} has no layout shift as its pictures load`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    // Every picture holds its box before it loads, whether or not it is on screen yet.
    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
        .map((image) => image.outerHTML),
    );
    expect(unsized).toEqual([]);
    expect(await layoutShiftAsPicturesLoad(page)).toBeLessThan(0.01);
  });
}

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

test("a graduate's photo that fails to load is replaced by the fallback portrait", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  await page.route("**/codeville/gallery/people/amara-okeke.svg", (route) => route.abort());
  await page.goto(galleryPaths.pastGraduates);
  const photo = page.getByRole("article").filter({ hasText: "Amara Okeke" }).first().locator("img");
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute("src", /portrait-fallback\.svg$/);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test("Kids Code Camp gallery: the slider counts n/6 and stops at both ends", async ({ page }) => {
  await page.goto(galleryPaths.kidsCodeCamp);
  const slider = page.getByRole("region", { name: kidsCodeCampGallery.slider.label });
  const previous = slider.getByRole("button", { name: kidsCodeCampGallery.slider.previous });
  const next = slider.getByRole("button", { name: kidsCodeCampGallery.slider.next });
  await expect(slider.getByText("1/6")).toBeVisible();
  await expect(previous).toBeDisabled();
  for (let step = 2; step <= 6; step++) {
    await next.click();
    await expect(slider.getByText(`${step}/6`)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(
    slider.getByText(kidsCodeCampGallery.slider.slides[5]?.overview ?? ""),
  ).toBeVisible();
  await previous.click();
  await expect(slider.getByText("5/6")).toBeVisible();
});

test("Fun Activities: each frame captions its picture while loading, and pauses on its control", async ({
  page,
}) => {
  await page.goto(galleryPaths.kidsCodeCamp);
  const section = sectionOf(page, funActivities.heading);
  const frame = section.getByRole("figure", { name: "Fun activities, frame 1 of 3" });
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.getByRole("img")).toHaveAttribute(
    "alt",
    funActivities.frames[0]?.[0]?.alt ?? "",
  );
  await expect(frame.getByText(funActivities.loadingCaption)).toBeHidden();
  await section.getByRole("button", { name: funActivities.controls.pause }).click();
  await expect(section.getByRole("button", { name: funActivities.controls.play })).toBeVisible();
});

test("testimonials: year tabs on 2024, each year's video plays, parents in three columns", async ({
  page,
}) => {
  await page.goto("/codeville/testimonials");
  const tabs = page.getByRole("tablist", { name: testimonialsPage.videosLabel });
  await expect(tabs.getByRole("tab")).toHaveText(["2022", "2023", "2024"]);
  await expect(tabs.getByRole("tab", { selected: true })).toHaveText("2024");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /demo-day-2024\.svg$/);
  await expect(video.locator("track[kind=captions]")).toHaveAttribute("src", /\.vtt$/);
  await expect(video.locator("source")).toHaveAttribute(
    "src",
    "/videos/codeville/demo-day-2024.mp4",
  );
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);

  await tabs.getByRole("tab", { name: "2022" }).click();
  await expect(page.locator("video source")).toHaveAttribute(
    "src",
    "/videos/codeville/demo-day-2022.mp4",
  );
  await expect(page.locator("video source[src*='2019']")).toHaveCount(0);

  const parents = sectionOf(page, testimonialsPage.parents.heading);
  const columns = parents.locator("ul");
  await expect(columns).toHaveCount(3);
  for (const column of await columns.all()) {
    expect(await column.locator("li").count()).toBeLessThanOrEqual(site.testimonialsPerColumn);
  }
});

test("the kids' landing page composes Fun Activities, the review carousel and the graduates", async ({
  page,
}) => {
  await page.goto("/codeville/");
  await expect(page.getByRole("heading", { name: funActivities.heading })).toBeVisible();
  const carousel = page.getByRole("region", { name: landingPage.testimonialsCarousel.label });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await carousel.getByRole("button", { name: "Show review 2 of 3" }).click();
  await expect(carousel.getByRole("button", { name: "Show review 2 of 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(
    page.getByRole("button", { name: landingPage.testimonialsCarousel.pause }),
  ).toBeVisible();
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
  ).toHaveAttribute("alt", funActivities.frames[0]?.[0]?.alt ?? "");
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

test("Fun Activities: a frame's next picture has loaded before its turn, so no turn shows the loading caption", async ({
  page,
}) => {
  // A slow network: every activity picture takes a while to arrive.
  await page.route("**/gallery/activities/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(galleryPaths.kidsCodeCamp);
  const frame = sectionOf(page, funActivities.heading).getByRole("figure", {
    name: "Fun activities, frame 2 of 3",
  });
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.getByText(funActivities.loadingCaption)).toBeHidden();
  // From here on, the frame notes on itself any moment its loading caption shows.
  await frame.evaluate((element, caption) => {
    new MutationObserver(() => {
      if (element.textContent?.includes(caption)) element.dataset.captionShown = "true";
    }).observe(element, { childList: true, subtree: true });
  }, funActivities.loadingCaption);
  const picture = frame.getByRole("img");
  await expect(picture).toHaveAttribute("alt", funActivities.frames[1]?.[1]?.alt ?? "", {
    timeout: 20_000,
  });
  expect(await picture.evaluate((image) => (image as HTMLImageElement).naturalWidth > 0)).toBe(
    true,
  );
  await expect(frame).not.toHaveAttribute("data-caption-shown");
});

test.describe("the same on every screen", () => {
  test.skip(
    ({ viewport }) => isPhone(viewport?.width),
    "a redirect and what the cards say are the same on every screen; the galleries' responsive behaviour is checked above",
  );

  test("/codeville/gallery leads to the Junior Academy gallery", async ({ page }) => {
    await page.goto(galleryPaths.index);
    await expect(page).toHaveURL(new RegExp(`${galleryPaths.juniorAcademy}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Junior Academy in pictures");
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
  });
});
