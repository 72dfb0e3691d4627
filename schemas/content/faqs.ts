import * as z from "zod/mini";
import { faqItemSchema, sectionHeadingSchema, seoSchema } from "./blocks.ts";
import { linkSchema } from "./links.ts";

/**
 * The kids programmes' questions and answers: one file per group in
 * content/codeville/faqs/ (its name is the group's tab value), and
 * /codeville/faqs (content/codeville/faqs-page.yaml) naming the groups it shows.
 */
export const faqGroupValues = ["junior", "middle", "juniorAcademy", "virtual"] as const;
export type FaqGroupValue = (typeof faqGroupValues)[number];

export const faqGroupFileSchema = z.strictObject({
  /** The tab's title under 680 px. */
  shortTitle: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  items: z.array(faqItemSchema).check(z.minLength(3)),
});

export type FaqGroup = z.infer<typeof faqGroupFileSchema> & { value: FaqGroupValue };

export const faqsPageFileSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  tabsLabel: z.string(),
  tabs: z.array(z.enum(faqGroupValues)).check(z.length(3)),
  more: z.strictObject({ text: z.string(), label: z.string(), link: linkSchema }),
});
