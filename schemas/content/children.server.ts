import type { ContentImage, Graduate, PastProject } from "./blocks.ts";
import {
  type GalleryYear,
  graduatesYearSchema,
  projectsYearSchema,
  publishGraduate,
  publishProject,
} from "./children.ts";
import { ContentError, loadCollection } from "./load.ts";

/**
 * The Codeville galleries' years: a year is a file (graduates/2025.yaml,
 * past-projects/2025.yaml), so adding a year is adding a file. Both
 * galleries show the same years, oldest first; a year one of them has no file
 * for shows as empty there. Entries reach the pages only as their consent allows.
 */

function yearOf(folder: string, slug: string): number {
  if (!/^\d{4}$/.test(slug)) {
    throw new ContentError([
      {
        file: `${folder}/${slug}.yaml`,
        field: "",
        reason: "a gallery file is named by its year, as 2025.yaml",
      },
    ]);
  }
  return Number(slug);
}

function byYear<T>(years: readonly number[], entries: { year: number; items: T[] }[]) {
  return years.map((year) => ({
    year,
    items: entries.find((entry) => entry.year === year)?.items ?? [],
  }));
}

/** Every year of both galleries, with what each shows; `portrait` replaces photos without consent. */
export function readGalleryYears(portrait: ContentImage): {
  graduates: GalleryYear<Graduate>[];
  projects: GalleryYear<PastProject>[];
} {
  const graduatesFolder = "codeville/graduates";
  const projectsFolder = "codeville/past-projects";
  const graduates = loadCollection(graduatesFolder, graduatesYearSchema).map((entry) => ({
    year: yearOf(graduatesFolder, entry.slug),
    items: entry.data.graduates.map(publishGraduate),
  }));
  const projects = loadCollection(projectsFolder, projectsYearSchema).map((entry) => ({
    year: yearOf(projectsFolder, entry.slug),
    items: entry.data.projects.map((project) => publishProject(project, portrait)),
  }));
  const years = [...new Set([...graduates, ...projects].map((entry) => entry.year))].sort(
    (a, b) => a - b,
  );
  return { graduates: byYear(years, graduates), projects: byYear(years, projects) };
}
