import {
  type GalleryCopy,
  galleryCopyFileSchema,
  galleryListPageFileSchema,
  juniorAcademyGalleryFileSchema,
  kidsCodeCampGalleryFileSchema,
} from "./codeville-gallery.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { loadEntry } from "./load.ts";

const readCopyFile = () =>
  loadEntry("codeville/gallery-copy.yaml", galleryCopyFileSchema, codevillePlaceholders);

/** The words the gallery cards and tabs share. */
export function readGalleryCopy(): GalleryCopy {
  const { teaser: _teaser, ...copy } = readCopyFile();
  return copy;
}

/** /codeville/gallery/junior-academy's own words, the teaser in its hero. */
export function readJuniorAcademyGallery() {
  const page = loadEntry(
    "codeville/gallery-junior-academy.yaml",
    juniorAcademyGalleryFileSchema,
    codevillePlaceholders,
  );
  const { images, ...intro } = page.hero;
  return { ...page, hero: { ...intro, teaser: readCopyFile().teaser, images } };
}

/** /codeville/gallery/kids-code-camp's own words, the teaser as the collage's caption. */
export function readKidsCodeCampGallery() {
  const page = loadEntry(
    "codeville/gallery-kids-code-camp.yaml",
    kidsCodeCampGalleryFileSchema,
    codevillePlaceholders,
  );
  const { label, images } = page.collage;
  return { ...page, collage: { label, caption: readCopyFile().teaser, images } };
}

/** /codeville/gallery/past-projects' own words. */
export function readPastProjectsPage() {
  return loadEntry(
    "codeville/gallery-past-projects.yaml",
    galleryListPageFileSchema,
    codevillePlaceholders,
  );
}

/** /codeville/gallery/past-graduates' own words. */
export function readPastGraduatesPage() {
  return loadEntry(
    "codeville/gallery-past-graduates.yaml",
    galleryListPageFileSchema,
    codevillePlaceholders,
  );
}
