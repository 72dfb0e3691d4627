import * as z from "zod/mini";
import {
  callToActionBandSchema,
  heroBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  statementBlockSchema,
} from "../blocks.ts";
import { statEntrySchema } from "../hub/facts.ts";

/** /codeville/about (content/codeville/about.yaml): mission, vision and the children trained (SPEC §2). */
export const codevilleAboutFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  mission: statementBlockSchema,
  vision: statementBlockSchema,
  impact: z.strictObject({
    ...sectionHeadingSchema.shape,
    stats: z.array(statEntrySchema).check(z.minLength(2)),
  }),
  closing: callToActionBandSchema,
});
