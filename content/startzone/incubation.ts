import * as z from "zod/mini";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  heroBlockSchema,
  proseBlockSchema,
  seoSchema,
} from "../blocks.ts";
import { startzonePaths } from "./paths.ts";
import { springboard, startupBoost } from "./programmes.ts";

/** /startzone/business-incubation: about, our work, and the two programmes (SPEC §2). */
const incubationSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  about: proseBlockSchema,
  work: cardGridBlockSchema,
  programmes: cardGridBlockSchema,
  closing: callToActionBandSchema,
});

export const incubationPage = incubationSchema.parse({
  seo: {
    title: `Business incubation for African startups | Startzone | ${identity.name}`,
    description:
      "Free incubation for young African businesses: Startup Boost (6 months, applications open) and Springboard (3 months), with mentors and practical learning.",
  },
  hero: {
    eyebrow: "Business incubation",
    heading: "Grow your business with people who have done it before",
    paragraphs: [
      "Our incubation programmes give founders structure, mentors and a cohort of peers, free of charge, while they build the business they started.",
    ],
    ctas: [
      { label: "Startup Boost: apply now", link: startzonePaths.startupBoost },
      { label: "About Springboard", link: startzonePaths.springboard },
    ],
    image: {
      src: "startzone/images/mentor-session",
      alt: "Illustration of a mentor and two founders at a table, sketching a plan on a board",
    },
  },
  about: {
    eyebrow: "About incubation",
    heading: "What incubation means at Startzone",
    paragraphs: [
      `Since ${identity.foundedYear} we have incubated more than ${hubFacts.incubated.value} businesses and supported more than ${hubFacts.startups.value} startups. Incubation is how we start: a fixed period in which a young business gets focused help to find its footing.`,
      "You work on your own company throughout, not on case studies. Mentors review what you build, challenge your assumptions and open doors, and you leave with a plan you can carry on alone.",
    ],
  },
  work: {
    eyebrow: "Our work",
    heading: "What founders get from us",
    cards: [
      {
        icon: "handshake",
        heading: "Mentors who answer",
        text: "Regular sessions with mentors from global companies, focused on the decisions in front of you this week.",
      },
      {
        icon: "target",
        heading: "Work on your business",
        text: "Every exercise uses your own product, customers and numbers, so progress in the programme is progress in the company.",
      },
      {
        icon: "users",
        heading: "A cohort of peers",
        text: "Founders at the same stage to compare notes with, hold you to your goals and stay in touch long after.",
      },
    ],
  },
  programmes: {
    eyebrow: "Our programmes",
    heading: "Choose the programme that fits your stage",
    cards: [
      {
        brand: "startzone",
        label: `${startupBoost.duration} · Applications open`,
        heading: startupBoost.title,
        text: `${startupBoost.summary} The 2024 edition is taking applications now.`,
        cta: { label: "Explore Startup Boost", link: startzonePaths.startupBoost },
      },
      {
        brand: "startzone",
        label: `${springboard.duration} · Applications closed`,
        heading: springboard.title,
        text: `${springboard.summary} The business need not be fully operational.`,
        cta: { label: "Explore Springboard", link: startzonePaths.springboard },
      },
    ],
  },
  closing: {
    heading: "Not sure which programme is for you?",
    text: "Tell us where your business is today and we will point you to the right one.",
    ctas: [
      { label: "Contact us", link: "/contact" },
      { label: "Read the FAQ", link: `${startzonePaths.overview}#faq` },
    ],
  },
});
