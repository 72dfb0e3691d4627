import * as z from "zod/mini";
import { faqItemSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { linkSchema } from "../links.ts";
import { type ProgrammeId, programmeIds } from "./kids-programmes.ts";

/**
 * The kids programmes' questions and answers: one group per programme in
 * content/codeville/faqs/, its file named by the programme's id
 * ("kids-code-camp.yaml"), and /codeville/faqs
 * (content/codeville/faqs-page.yaml) naming the programmes whose groups it shows.
 */

/**
 * The value of each group's tab on /codeville/faqs, fixed by SPEC §2 (junior,
 * middle, juniorAcademy): the page's own names for its tabs, beside the
 * programme's id, not content.
 */
export const faqTabValues = {
  "kids-code-camp": "junior",
  "middle-class": "middle",
  "junior-academy": "juniorAcademy",
  "virtual-camp": "virtual",
} as const satisfies Record<ProgrammeId, string>;
export type FaqTabValue = (typeof faqTabValues)[ProgrammeId];

export const faqGroupFileSchema = z.strictObject({
  /** The tab's title under 680 px. */
  shortTitle: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  items: z.array(faqItemSchema).check(z.minLength(3)),
});

export type FaqGroup = z.infer<typeof faqGroupFileSchema> & { value: FaqTabValue };

export const faqsPageFileSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  tabsLabel: z.string(),
  /** The programmes whose groups are tabs, in order. */
  tabs: z.array(z.enum(programmeIds)).check(z.length(3)),
  more: z.strictObject({ text: z.string(), label: z.string(), link: linkSchema }),
});
