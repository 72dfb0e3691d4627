import * as z from "zod/mini";
import { cardSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { programmeIds } from "./kids-programmes.ts";

/**
 * /codeville/components (content/codeville/components.yaml): the component
 * showcase of SPEC §2, kept out of search engines. Its accordion shows the first
 * questions of one FAQ group rather than copies of them.
 */
export const componentsPageFileSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  headings: z.strictObject({
    accordion: z.string(),
    programmeCards: z.string(),
    basicCard: z.string(),
    reviewCard: z.string(),
  }),
  accordion: z.strictObject({
    group: z.enum(programmeIds),
    questions: z.number().check(z.int(), z.positive()),
  }),
  basicCard: cardSchema,
});
