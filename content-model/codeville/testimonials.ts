import * as z from "zod/mini";
import { seoSchema, videoSchema } from "../blocks.ts";
import { sampleMarker } from "../sample.ts";

/**
 * /codeville/testimonials: the page's words (testimonials-page.yaml), a demo
 * day video per year (demo-days/<year>.yaml) and what parents say
 * (parents-say/<name>.yaml, placed by `order`, each naming their children:
 * content-model/codeville/children.ts).
 */
const { year: _year, ...videoFields } = videoSchema.shape;
export const demoDayFileSchema = z.strictObject({
  ...videoFields,
  sample: sampleMarker(videoFields),
});

export const testimonialsPageFileSchema = z.strictObject({
  seo: seoSchema,
  eyebrow: z.string(),
  heading: z.string(),
  text: z.string(),
  videosLabel: z.string(),
  captionsLabel: z.string(),
  /** Shown inside <video> by browsers that cannot play it. */
  videoFallback: z.string(),
  /** The years with a tab, oldest first; a video of another year is kept without one. */
  videoYears: z.array(z.number().check(z.int())).check(z.minLength(1)),
  parents: z.strictObject({ eyebrow: z.string(), heading: z.string(), text: z.string() }),
});
