import * as z from "zod/mini";
import {
  decorativeImageSchema,
  graduateLearningPaths,
  heroBlockSchema,
  imageSchema,
  learningSlideSchema,
  sectionHeadingSchema,
  seoSchema,
} from "#content-model/blocks.ts";
import { linkSchema } from "../links.ts";
import { textSchema } from "../text.ts";

/**
 * The Codeville galleries (SPEC §2): /codeville/gallery/junior-academy,
 * /codeville/gallery/kids-code-camp, and the full lists of past projects and
 * past graduates, each a file content/codeville/gallery-<page>.yaml; the words
 * the cards and tabs share are in content/codeville/gallery-copy.yaml.
 */

const galleryCopySchema = z.strictObject({
  yearTabsLabel: textSchema,
  /** SPEC §8: a year without data. */
  emptyYear: textSchema,
  emptyYearImage: imageSchema,
  loadMoreProjects: textSchema,
  loadMoreGraduates: textSchema,
  livePreview: textSchema,
  /** "{age} years old". */
  ageTemplate: textSchema,
  learningPathLabels: z.record(z.enum(graduateLearningPaths), textSchema),
  /** Replaces a graduate's photo that is missing or fails to load (SPEC §8). */
  fallbackPortrait: decorativeImageSchema,
  newTab: textSchema,
});

export type GalleryCopy = z.infer<typeof galleryCopySchema>;

export const galleryCopyFileSchema = z.strictObject({
  /** "We don't just work, we have fun!" (SPEC §2): the Junior Academy teaser and the collage's caption. */
  teaser: textSchema,
  ...galleryCopySchema.shape,
});

const galleryHeroSchema = z.strictObject({
  eyebrow: textSchema,
  heading: textSchema,
  text: textSchema,
  images: z.array(imageSchema).check(z.length(3)),
});

export type GalleryHeroContent = z.infer<typeof galleryHeroSchema> & { teaser: string };

export const juniorAcademyGalleryFileSchema = z.strictObject({
  seo: seoSchema,
  hero: galleryHeroSchema,
  graduates: sectionHeadingSchema,
  projects: sectionHeadingSchema,
});

export const kidsCodeCampGalleryFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  /** A photo collage captioned with the galleries' teaser (SPEC §2). */
  collage: z.strictObject({
    label: textSchema,
    images: z.array(imageSchema).check(z.length(4)),
  }),
  slider: z.strictObject({
    ...sectionHeadingSchema.shape,
    label: textSchema,
    previous: textSchema,
    next: textSchema,
    /** "{n} of {total}", read out for each slide. */
    slideLabel: textSchema,
    slides: z.array(learningSlideSchema).check(z.minLength(1), z.maxLength(6)),
  }),
});

/** A full list of one kind, year by year. */
export const galleryListPageFileSchema = z.strictObject({
  seo: seoSchema,
  eyebrow: textSchema,
  heading: textSchema,
  text: textSchema,
  yearsLabel: textSchema,
  /** "{count} projects" or "{count} graduates" under each year's heading. */
  countTemplate: textSchema,
  backLink: z.strictObject({ label: textSchema, link: linkSchema }),
  image: imageSchema,
});
