import * as z from "zod/mini";
import { imageSchema, sectionHeadingSchema } from "#content/blocks.ts";

/**
 * "Other Fun Activities" (content/codeville/fun-activities.yaml, SPEC §2):
 * three frames of pictures that rotate on their own and three text cards,
 * shown on the kids' landing page and on both gallery pages.
 */
export const funActivitiesSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: z.optional(z.string()),
  /** Shown in a frame until its picture has loaded. */
  loadingCaption: z.string(),
  controls: z.strictObject({ pause: z.string(), play: z.string(), frame: z.string() }),
  frames: z.tuple([z.array(imageSchema), z.array(imageSchema), z.array(imageSchema)]),
  cards: z.array(z.strictObject({ heading: z.string(), text: z.string() })).check(z.length(3)),
});

export type FunActivitiesContent = z.infer<typeof funActivitiesSchema>;
