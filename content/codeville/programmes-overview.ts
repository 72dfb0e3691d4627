import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  heroBlockSchema,
  programmeCardsBlockSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { programmeSchedule } from "./programmes.ts";

/** /codeville/programmes: the four programmes side by side (DECISIONS.md, "Routes"). */
const programmesOverviewSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  programmes: z.omit(programmeCardsBlockSchema, { cards: true }),
  pathway: stepsBlockSchema,
  closing: callToActionBandSchema,
});

export const programmesOverview = programmesOverviewSchema.parse({
  seo: {
    title: `Codeville programmes for children | ${identity.name}`,
    description:
      "Kids Code Camp, Middle Class, Junior Academy and Virtual Camp: ages, length, requirements and how children move from one to the next.",
  },
  hero: {
    eyebrow: "Codeville programmes",
    heading: "Four ways into tech for your child",
    paragraphs: [
      "Three month-long programmes at the hub in Enugu, one after the other, and a Virtual Camp for children who learn from home.",
      `${programmeSchedule.schedule} ${programmeSchedule.payment}`,
    ],
    image: {
      src: "/images/codeville/programmes-path.svg",
      alt: "Illustration of a winding path with four milestones: a puzzle piece, a laptop, a rocket and a video call screen",
      width: 560,
      height: 460,
    },
  },
  programmes: {
    anchor: "programmes",
    eyebrow: "Compare",
    heading: "Find the right programme",
    text: "Every programme needs a laptop. Tap a card for the full details.",
  },
  pathway: {
    eyebrow: "How children progress",
    heading: "One step leads to the next",
    steps: [
      {
        heading: "Kids Code Camp",
        text: "The start for children new to tech: Scratch, games and robots.",
      },
      {
        heading: "Middle Class",
        text: "For camp graduates: bigger projects and real, typed code.",
      },
      {
        heading: "Junior Academy",
        text: "A one-month deep dive in Web Dev or Game Dev on the junior WAEC break.",
      },
    ],
  },
  closing: {
    heading: "Questions before you apply?",
    text: "Our answers to what parents ask most, or a quick chat with the team.",
    ctas: [
      { label: "Read the FAQs", link: "/codeville/faqs" },
      { label: "Contact us", link: "/codeville/contact" },
    ],
  },
});
