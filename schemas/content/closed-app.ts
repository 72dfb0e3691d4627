import * as z from "zod/mini";
import { heroBlockSchema, seoSchema } from "./blocks.ts";

/** /codeville/closed-app (content/codeville/closed-app.yaml). */
export const closedAppPageSchema = z.strictObject({ seo: seoSchema, hero: heroBlockSchema });
