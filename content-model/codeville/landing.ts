import * as z from "zod/mini";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  programmeCardsBlockSchema,
  reviewsBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  statSchema,
} from "#content-model/blocks.ts";
import { type HubFacts, statEntrySchema } from "../hub/facts.ts";

/**
 * /codeville (content/codeville/landing.yaml): the kids' landing page of SPEC
 * §2. The hero's Apply follows the calls (content/calls/) and Download Brochure
 * opens its form; the programme cards, the fun activities and the reviews come
 * from their own files.
 */
const learningFactKeys = [
  "learnersValueFunPercent",
  "gamificationProductivityGainPercent",
] as const satisfies readonly (keyof HubFacts["learning"])[];

/** A figure: one of the hub's facts, SPEC §1's learning percentages by name, or the page's own. */
const landingStatSchema = z.union([
  statEntrySchema,
  z.strictObject({
    learning: z.enum(learningFactKeys),
    ...z.omit(statSchema, { value: true }).shape,
  }),
]);

export const landingPageFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  applyLabel: z.string(),
  brochureLabel: z.string(),
  impact: z.strictObject({
    ...sectionHeadingSchema.shape,
    stats: z.array(landingStatSchema).check(z.minLength(2)),
  }),
  teaching: cardGridBlockSchema,
  programmes: z.omit(programmeCardsBlockSchema, { cards: true }),
  testimonials: z.omit(reviewsBlockSchema, { reviews: true }),
  /** The review carousel's controls (SPEC §4): names a screen reader reads. */
  testimonialsCarousel: z.strictObject({
    label: z.string(),
    pause: z.string(),
    play: z.string(),
    dot: z.string(),
    slide: z.string(),
  }),
  graduates: featureSplitBlockSchema,
  closing: callToActionBandSchema,
});
