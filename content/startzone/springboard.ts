import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionSchema,
  cardGridBlockSchema,
  factListBlockSchema,
  faqBlockSchema,
  heroBlockSchema,
  proseBlockSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { startzoneAnchors, startzonePaths } from "./paths.ts";
import { applicationSteps, springboard } from "./programmes.ts";

/**
 * /startzone/business-incubation/springboard (SPEC §2): a Back link, the
 * disabled "APPLICATIONS ARE CLOSED" button, the four steps, the two learning
 * areas and its FAQ, the target of the header's FAQ anchor on this page.
 */
const springboardSchema = z.strictObject({
  seo: seoSchema,
  back: callToActionSchema,
  hero: heroBlockSchema,
  /** The disabled button's words (SPEC §2). */
  closedLabel: z.literal("APPLICATIONS ARE CLOSED"),
  closedNote: z.string(),
  /** Where a founder can go while Springboard is closed. */
  openAlternative: callToActionSchema,
  facts: factListBlockSchema,
  about: proseBlockSchema,
  steps: stepsBlockSchema,
  learning: cardGridBlockSchema,
  faq: faqBlockSchema,
});

export type SpringboardPage = z.infer<typeof springboardSchema>;

export const springboardPage = springboardSchema.parse({
  seo: {
    title: `Springboard: a free 3-month programme for young businesses | Startzone | ${identity.name}`,
    description:
      "Springboard is Startzone's free 3-month learning programme for businesses mainly in West Africa, with a certificate at the end. Applications are closed.",
  },
  back: { label: "Back to business incubation", link: startzonePaths.incubation },
  hero: {
    eyebrow: `Springboard · ${springboard.duration}`,
    heading: "Springboard: the foundations of a business that lasts",
    paragraphs: [
      `${springboard.summary}`,
      "Your business does not need to be fully operational to join, and you receive a certificate when you finish.",
    ],
    image: {
      src: "startzone/images/springboard-steps",
      alt: "Illustration of a founder climbing steps made of books towards a flag",
    },
  },
  closedLabel: "APPLICATIONS ARE CLOSED",
  closedNote: "The next intake will be announced on this page.",
  openAlternative: {
    label: "Startup Boost 2024 is open: see it",
    link: startzonePaths.startupBoost,
  },
  facts: {
    heading: "Springboard at a glance",
    facts: [
      { label: "Length", value: springboard.duration, icon: "calendar" },
      { label: "Cost", value: "Free", icon: "wallet" },
      { label: "For", value: "Businesses mainly in West Africa", icon: "globe" },
      { label: "Stage", value: "Need not be fully operational", icon: "rocket" },
      { label: "At the end", value: "A certificate", icon: "award" },
      { label: "Applications", value: "Closed for now", icon: "clock" },
    ],
  },
  about: {
    eyebrow: "About Springboard",
    heading: "Learning built around your business",
    paragraphs: [
      "Springboard is for founders who want to get the fundamentals right early. Over three months you learn how to run a company and how to make it pay, one practical topic at a time.",
      "Sessions are led by people who run businesses, and each one ends with something to apply to your own company that week.",
    ],
  },
  steps: applicationSteps,
  learning: {
    eyebrow: "What you learn",
    heading: "Two learning areas",
    cards: [
      {
        icon: "book",
        heading: "The Basics",
        text: "The groundwork every founder needs, whatever the business.",
        points: [
          "Finding and testing the problem you solve",
          "Knowing your customer",
          "Registering and structuring a business",
          "Keeping simple, honest books",
        ],
      },
      {
        icon: "briefcase",
        heading: "The Business",
        text: "How a young company earns, grows and tells its story.",
        points: [
          "Business models and pricing",
          "Sales and marketing on a small budget",
          "Planning cash and growth",
          "Pitching to customers, partners and investors",
        ],
      },
    ],
  },
  faq: {
    anchor: startzoneAnchors.faq,
    eyebrow: "Springboard FAQ",
    heading: "Questions about Springboard",
    text: "Something else on your mind? The Startzone team is happy to help.",
    items: [
      {
        question: "Does my business need to be fully operational?",
        answer:
          "No. The business need not be fully operational: founders with an idea they are actively working on are welcome.",
      },
      {
        question: "How much does Springboard cost?",
        answer: "Nothing. Springboard is free.",
      },
      {
        question: "How long does it last?",
        answer: `${springboard.duration}.`,
      },
      {
        question: "Who is it for?",
        answer: "Young businesses mainly in West Africa. No particular city is needed.",
      },
      {
        question: "Will I get a certificate?",
        answer: "Yes, a certificate is given at the end of Springboard.",
      },
      {
        question: "When can I apply?",
        answer:
          "Applications are closed for now. The next intake will be announced on this page; Startup Boost 2024 is open in the meantime.",
      },
    ],
    cta: { label: "Contact us", link: "/contact" },
  },
});
