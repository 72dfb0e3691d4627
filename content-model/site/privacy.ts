import * as z from "zod/mini";
import { documentBlockSchema, sectionHeadingSchema, seoSchema } from "#content-model/blocks.ts";

/** /privacy (content/site/privacy.yaml). */
export const privacyPageSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  contentsLabel: z.string().check(z.minLength(1)),
  document: documentBlockSchema,
});

export type PrivacyPage = z.infer<typeof privacyPageSchema>;
