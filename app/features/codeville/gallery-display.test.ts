import { expect, test } from "vitest";
import { site } from "#app/config/site.ts";
import type { GalleryCopy } from "#content-model/codeville/gallery.ts";
import { fillTemplate } from "./fill-template.ts";
import {
  ageLabel,
  graduateName,
  graduatePortrait,
  graduatesCutOnPhone,
  learningPathLabel,
  projectsPreview,
  schoolLabel,
} from "./gallery-display.ts";
import { testimonialColumns } from "./testimonial-columns.ts";

// The gallery's words as a test gives them: the rules hold whatever content says.
const galleryCopy: GalleryCopy = {
  yearTabsLabel: "Years",
  emptyYear: "Nothing yet",
  emptyYearImage: { src: "codeville/gallery/gallery-coming-soon", alt: "" },
  loadMoreProjects: "More projects",
  loadMoreGraduates: "More graduates",
  livePreview: "Open",
  ageTemplate: "{age} years old",
  learningPathLabels: { game_dev: "Game Development", web_dev: "Web Development" },
  fallbackPortrait: { src: "codeville/gallery/portrait-fallback", alt: "" },
  newTab: "(new tab)",
};

test("learning paths read as words, and no path gives no line", () => {
  expect(learningPathLabel("game_dev", galleryCopy)).toBe("Game Development");
  expect(learningPathLabel("web_dev", galleryCopy)).toBe("Web Development");
  expect(learningPathLabel(undefined, galleryCopy)).toBeUndefined();
});

test("a missing, null or blank school is left out", () => {
  expect(schoolLabel("Riverside College")).toBe("Riverside College");
  expect(schoolLabel(null)).toBeUndefined();
  expect(schoolLabel(undefined)).toBeUndefined();
  expect(schoolLabel("  ")).toBeUndefined();
});

test("an age reads {age} years old as a number or a text, and is left out when null or blank", () => {
  expect(ageLabel(12, galleryCopy)).toBe("12 years old");
  expect(ageLabel("twelve", galleryCopy)).toBe("twelve years old");
  expect(ageLabel(" 11 and a half ", galleryCopy)).toBe("11 and a half years old");
  expect(ageLabel(null, galleryCopy)).toBeUndefined();
  expect(ageLabel("", galleryCopy)).toBeUndefined();
});

test("a graduate without a photo gets the fallback portrait", () => {
  const photo = { src: "codeville/gallery/people/amara-okeke", alt: "" };
  expect(graduatePortrait({ image: photo }, galleryCopy)).toBe(photo);
  expect(graduatePortrait({ image: null }, galleryCopy)).toBe(galleryCopy.fallbackPortrait);
  expect(graduateName({ first_name: "Amara", last_name: "Okeke" })).toBe("Amara Okeke");
});

test("a year shows its first 3 projects, with Load More only when there are more", () => {
  const ten = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }));
  expect(projectsPreview(ten)).toEqual({ shown: ten.slice(0, 3), hasMore: true });
  expect(projectsPreview(ten.slice(0, 3))).toEqual({ shown: ten.slice(0, 3), hasMore: false });
  expect(projectsPreview([])).toEqual({ shown: [], hasMore: false });
  expect(site.pastProjectsShownPerYear).toBe(3);
});

test("on a phone a year is cut after 5 graduates only when it has more", () => {
  expect(site.mobileGraduatesShown).toBe(5);
  expect(graduatesCutOnPhone(6)).toBe(true);
  expect(graduatesCutOnPhone(5)).toBe(false);
  expect(graduatesCutOnPhone(0)).toBe(false);
});

test("templates fill their placeholders and keep unknown ones", () => {
  expect(fillTemplate("{n} of {total}", { n: 2, total: 6 })).toBe("2 of 6");
  expect(fillTemplate("{x} left", {})).toBe("{x} left");
});

test("testimonials fill three columns of up to 4, and never more than 12 show", () => {
  const twelve = Array.from({ length: 12 }, (_, index) => index);
  expect(testimonialColumns(twelve)).toEqual([
    [0, 1, 2, 3],
    [4, 5, 6, 7],
    [8, 9, 10, 11],
  ]);
  expect(testimonialColumns([...twelve, 12])).toHaveLength(3);
  expect(testimonialColumns([0, 1, 2, 3, 4])).toEqual([[0, 1, 2, 3], [4]]);
  expect(site.testimonialsPerColumn).toBe(4);
});
