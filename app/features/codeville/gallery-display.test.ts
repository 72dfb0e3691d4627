import { expect, test } from "vitest";
import { site } from "#app/config/site.ts";
import { galleryCopy } from "#content/codeville/gallery.ts";
import { graduatesByYear } from "#content/codeville/graduates.ts";
import { pastProjectsByYear } from "#content/codeville/past-projects.ts";
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

test("learning paths read as words, and no path gives no line", () => {
  expect(learningPathLabel("game_dev", galleryCopy)).toBe("Game Development");
  expect(learningPathLabel("web_dev", galleryCopy)).toBe("Web Development");
  expect(learningPathLabel(undefined, galleryCopy)).toBeUndefined();
});

test("a missing, null or blank school reads School not provided", () => {
  expect(schoolLabel("Riverside College", galleryCopy)).toBe("Riverside College");
  expect(schoolLabel(null, galleryCopy)).toBe("School not provided");
  expect(schoolLabel(undefined, galleryCopy)).toBe("School not provided");
  expect(schoolLabel("  ", galleryCopy)).toBe("School not provided");
});

test("an age reads {age} years old as a number or a text, and Age not provided when null or blank", () => {
  expect(ageLabel(12, galleryCopy)).toBe("12 years old");
  expect(ageLabel("twelve", galleryCopy)).toBe("twelve years old");
  expect(ageLabel(" 11 and a half ", galleryCopy)).toBe("11 and a half years old");
  expect(ageLabel(null, galleryCopy)).toBe("Age not provided");
  expect(ageLabel("", galleryCopy)).toBe("Age not provided");
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

test("the content has the counts of SPEC §3 and uses every fallback", () => {
  expect(pastProjectsByYear[2022]).toHaveLength(0);
  expect(pastProjectsByYear[2023]).toHaveLength(10);
  expect(pastProjectsByYear[2024]).toHaveLength(14);
  expect(pastProjectsByYear[2024].filter((project) => !("school_name" in project))).toHaveLength(1);
  const all = [...graduatesByYear[2022], ...graduatesByYear[2023], ...graduatesByYear[2024]];
  expect(all.some((graduate) => graduate.age === null)).toBe(true);
  expect(all.some((graduate) => typeof graduate.age === "string")).toBe(true);
  expect(all.some((graduate) => graduate.image === null)).toBe(true);
  expect(all.some((graduate) => graduate.school_name === null)).toBe(true);
  expect(graduatesByYear[2024].every((graduate) => graduate.learning_path)).toBe(true);
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
