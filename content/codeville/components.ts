import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { cardSchema, faqItemSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { kidsCodeCampFaqs } from "./faqs.ts";

/** /codeville/components: the component showcase (SPEC §2), kept out of search engines. */
const componentsPageSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  headings: z.strictObject({
    accordion: z.string(),
    programmeCards: z.string(),
    basicCard: z.string(),
    reviewCard: z.string(),
  }),
  accordion: z.array(faqItemSchema),
  basicCard: cardSchema,
});

export const componentsPage = componentsPageSchema.parse({
  seo: {
    title: `Codeville component showcase | ${identity.name}`,
    description:
      "The building blocks of the Codeville pages: accordion, programme cards, a basic card and a review card.",
    noindex: true,
  },
  intro: {
    eyebrow: "For the team",
    heading: "Codeville components",
    text: "The pieces the Codeville pages are built from, shown with sample content.",
  },
  headings: {
    accordion: "Accordion",
    programmeCards: "Program cards: entry, junior and advanced",
    basicCard: "Basic card",
    reviewCard: "Review card",
  },
  accordion: kidsCodeCampFaqs.items.slice(0, 3),
  basicCard: {
    icon: "bot",
    heading: "Robotics",
    text: "Children build robot kits with their hands, then program them to move, sense and react.",
  },
});
