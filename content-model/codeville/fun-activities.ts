import * as z from "zod/mini";
import { imageSchema, sectionHeadingSchema } from "../blocks.ts";

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
  // A list of three, not a tuple: the editor makes a list of pictures each with an upload, not YAML text.
  frames: z.array(z.array(imageSchema)).check(z.length(3)),
  cards: z.array(z.strictObject({ heading: z.string(), text: z.string() })).check(z.length(3)),
});

export type FunActivitiesContent = z.infer<typeof funActivitiesSchema>;
