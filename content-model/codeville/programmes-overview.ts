import * as z from "zod/mini";
import {
  callToActionBandSchema,
  heroBlockSchema,
  programmeCardsBlockSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";

/**
 * /codeville/programmes (content/codeville/programmes-overview.yaml): the four
 * programmes side by side (DECISIONS.md, "Routes"). The cards come from the
 * programmes' own files.
 */
export const programmesOverviewFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  programmes: z.omit(programmeCardsBlockSchema, { cards: true }),
  pathway: stepsBlockSchema,
  closing: callToActionBandSchema,
});
