import * as z from "zod/mini";
import { heroBlockSchema, seoSchema } from "../blocks.ts";
import { textSchema } from "../text.ts";

/** /codeville/closed-app (content/codeville/closed-app.yaml). */
export const closedAppPageSchema = z.strictObject({
  seo: seoSchema,
  /** The hero; its buttons follow the waitlist's. */
  hero: heroBlockSchema,
  /** The waitlist button: Codeville's, or (`{programme}`) the programme the parent chose. */
  waitlist: z.strictObject({ label: textSchema, programmeLabel: textSchema }),
});
