import { site } from "#app/config/site.ts";
import type {
  ContentImage,
  Graduate,
  GraduateLearningPath,
  PastProject,
} from "#content-model/blocks.ts";
import type { GalleryCopy } from "#content-model/codeville/gallery.ts";

/**
 * The display rules of the galleries (SPEC §2 "Screen details", §8, §9), as
 * pure functions: what a card leaves out when a value is missing, and how many
 * entries a year shows.
 */

/** game_dev reads "Game Development", web_dev "Web Development"; no path, no line. */
export function learningPathLabel(
  path: GraduateLearningPath | undefined,
  copy: Pick<GalleryCopy, "learningPathLabels">,
): string | undefined {
  return path ? copy.learningPathLabels[path] : undefined;
}

/**
 * The school, or nothing when it is null, blank or absent: a child's missing
 * details are left out, never spelt out (children's privacy, decision 070).
 */
export function schoolLabel(school: string | null | undefined): string | undefined {
  return school?.trim() || undefined;
}

/** "{age} years old" for a number or a text; nothing for null or blank. */
export function ageLabel(
  age: Graduate["age"],
  copy: Pick<GalleryCopy, "ageTemplate">,
): string | undefined {
  const value = typeof age === "string" ? age.trim() : age;
  if (value === null || value === "") return undefined;
  return copy.ageTemplate.replace("{age}", String(value));
}

/** The graduate's photo, or the fallback portrait when there is none. */
export function graduatePortrait(
  graduate: Pick<Graduate, "image">,
  copy: Pick<GalleryCopy, "fallbackPortrait">,
): ContentImage {
  return graduate.image ?? copy.fallbackPortrait;
}

export function graduateName(graduate: Pick<Graduate, "first_name" | "last_name">): string {
  return `${graduate.first_name} ${graduate.last_name}`;
}

/** A year's first projects (3) and whether "Load More Projects" follows them. */
export function projectsPreview<T extends Pick<PastProject, "id">>(
  projects: readonly T[],
  shown: number = site.pastProjectsShownPerYear,
): { shown: T[]; hasMore: boolean } {
  return { shown: projects.slice(0, shown), hasMore: projects.length > shown };
}

/** Under 540 px a year shows its first 5 graduates, then "Load More Graduates" if there are more. */
export function graduatesCutOnPhone(
  count: number,
  shown: number = site.mobileGraduatesShown,
): boolean {
  return count > shown;
}
