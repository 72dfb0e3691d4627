import { readSingleton } from "../read.server.ts";
import type { GalleryCopy } from "./gallery.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

const readCopyFile = () =>
  readSingleton("codeville/gallery-copy", { placeholders: codevillePlaceholders() });

/** The words the gallery cards and tabs share. */
export function readGalleryCopy(): GalleryCopy {
  const { teaser: _teaser, ...copy } = readCopyFile();
  return copy;
}

/** /codeville/gallery/junior-academy's own words, the teaser in its hero. */
export function readJuniorAcademyGallery() {
  const page = readSingleton("codeville/gallery-junior-academy", {
    placeholders: codevillePlaceholders(),
  });
  const { images, ...intro } = page.hero;
  return { ...page, hero: { ...intro, teaser: readCopyFile().teaser, images } };
}

/** /codeville/gallery/kids-code-camp's own words, the teaser as the collage's caption. */
export function readKidsCodeCampGallery() {
  const page = readSingleton("codeville/gallery-kids-code-camp", {
    placeholders: codevillePlaceholders(),
  });
  const { label, images } = page.collage;
  return { ...page, collage: { label, caption: readCopyFile().teaser, images } };
}

/** /codeville/gallery/past-projects' own words. */
export function readPastProjectsPage() {
  return readSingleton("codeville/gallery-past-projects", {
    placeholders: codevillePlaceholders(),
  });
}

/** /codeville/gallery/past-graduates' own words. */
export function readPastGraduatesPage() {
  return readSingleton("codeville/gallery-past-graduates", {
    placeholders: codevillePlaceholders(),
  });
}
