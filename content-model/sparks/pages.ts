import * as z from "zod/mini";
import { sparksPath } from "#schemas/section-paths.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  faqBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  learningPathsBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { navLinkSchema } from "../site/navigation.ts";

/**
 * The women's programme (content/sparks/): its page, its mentors (one file
 * each, content/sparks/mentors/) and its header.
 */

/** /sparks (SPEC §2); the mentors are read from their collection. */
export const sparksLandingFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  goals: cardGridBlockSchema,
  about: featureSplitBlockSchema,
  howItWorks: stepsBlockSchema,
  learning: learningPathsBlockSchema,
  mentors: z.strictObject({ ...sectionHeadingSchema.shape }),
  faq: faqBlockSchema,
  closing: callToActionBandSchema,
  /** For the Course structured data. */
  course: z.strictObject({ name: z.string(), description: z.string() }),
});

/** The Sparks header: anchors to the sections of /sparks, and APPLY to the external form. */
export const sparksHeaderSchema = z.strictObject({
  homeLabel: z.string(),
  homeLink: z.literal(sparksPath),
  logoWords: z.tuple([z.string(), z.string()]),
  navLabel: z.string(),
  menuLabel: z.string(),
  skipLinkLabel: z.string(),
  anchors: z.array(navLinkSchema).check(z.length(4)),
  apply: navLinkSchema,
});

export type SparksHeaderContent = z.infer<typeof sparksHeaderSchema>;
