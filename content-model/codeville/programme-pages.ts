import * as z from "zod/mini";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  factListBlockSchema,
  featureSplitBlockSchema,
  iconNameSchema,
  imageSchema,
  proseBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  stepsBlockSchema,
} from "#content-model/blocks.ts";
import { cohortWordsSchema } from "../calls/cohort-words.ts";
import { linkSchema } from "../links.ts";
import { textSchema } from "../text.ts";

/**
 * The four programme pages (SPEC §2): one file per programme in
 * content/codeville/programme-pages/, named by the programme's id, and the words
 * they share in content/codeville/programme-page-words.yaml. Titles, ages,
 * durations and requirements are the programme's record
 * (content/codeville/programmes/), which the brochure is built from too, so
 * pages and brochure cannot disagree.
 */

export const programmePageFileSchema = z.strictObject({
  seo: seoSchema,
  description: z.array(textSchema).check(z.minLength(1)),
  image: imageSchema,
  facts: factListBlockSchema,
  about: proseBlockSchema,
  /** What we teach; Junior Academy teaches it per track instead. */
  tutorials: z.optional(cardGridBlockSchema),
  tracks: z.optional(
    z.strictObject({
      ...sectionHeadingSchema.shape,
      label: z.string(),
      items: z
        .array(
          z.strictObject({ value: z.string(), label: z.string(), tutorials: cardGridBlockSchema }),
        )
        .check(z.minLength(2)),
    }),
  ),
  concepts: cardGridBlockSchema,
  getStarted: z.optional(stepsBlockSchema),
  /**
   * A card per path of the programme's learning path, in its order: the card's
   * heading and points are the path's name and topics; "{length}" in its text
   * is the path's length.
   */
  learningPath: z.optional(
    z.strictObject({
      ...sectionHeadingSchema.shape,
      paths: z
        .array(z.strictObject({ icon: iconNameSchema, text: textSchema }))
        .check(z.minLength(1)),
    }),
  ),
  cycles: z.optional(cardGridBlockSchema),
  /** The points are the programme's requirements, each with its note. */
  requirements: z.omit(featureSplitBlockSchema, { points: true }),
  /** A closing band whose button is the programme's Apply. */
  getOnboard: z.optional(
    z.strictObject({
      ...z.omit(callToActionBandSchema, { ctas: true }).shape,
      applyLabel: textSchema,
    }),
  ),
});

export const programmePageWordsSchema = z.strictObject({
  applyLabel: textSchema,
  brochureLabel: textSchema,
  faq: z.strictObject({
    ...sectionHeadingSchema.shape,
    cta: z.strictObject({ label: textSchema, link: linkSchema }),
  }),
  requirementNotes: z.array(z.strictObject({ requirement: textSchema, note: textSchema })),
  cohort: cohortWordsSchema,
});
