import * as z from "zod/mini";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  faqBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  seoSchema,
  statsBlockSchema,
} from "../blocks.ts";
import { startzoneAnchors, startzonePaths } from "./paths.ts";
import { springboard, startupBoost } from "./programmes.ts";

/** /startzone: who we are, identity, aims, a call to action and the FAQ (SPEC §2). */
const startzoneOverviewSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  about: featureSplitBlockSchema,
  identity: statsBlockSchema,
  aims: cardGridBlockSchema,
  callToAction: callToActionBandSchema,
  faq: faqBlockSchema,
});

export const startzoneOverviewPage = startzoneOverviewSchema.parse({
  seo: {
    title: `Startzone: free incubation and investment for African startups | ${identity.name}`,
    description:
      "Startzone helps young African businesses grow, free of charge: incubation programmes with mentors from global companies, and investment in the startups we back.",
  },
  hero: {
    eyebrow: "Startzone",
    heading: "Free support for young African businesses, from first idea to first investment",
    paragraphs: [
      `Startzone is the startup programme of the ${identity.name}. We help founders turn promising ideas into businesses that last, through incubation, mentorship and investment.`,
      "Every programme is free. Startup Boost 2024 is taking applications now.",
    ],
    ctas: [
      { label: "Explore Startup Boost", link: startzonePaths.startupBoost },
      { label: "How we invest", link: startzonePaths.investment },
    ],
    image: {
      src: "startzone/images/founders-launch",
      alt: "Illustration of a rocket lifting off from a laptop, above a rising growth chart",
    },
  },
  about: {
    anchor: startzoneAnchors.about,
    eyebrow: "Who we are",
    heading: "Builders who back builders",
    paragraphs: [
      `Since ${identity.foundedYear}, the hub has supported more than ${hubFacts.startups.value} startups and incubated more than ${hubFacts.incubated.value} businesses. Startzone is where that work lives.`,
      "We are operators, engineers and mentors in Enugu who have built companies ourselves. We know how lonely the early days are, and how much a good question at the right time can change.",
    ],
    points: [
      {
        heading: "For young businesses in Africa",
        text: "Founders with a product, a prototype or a clear problem to solve. Your business does not have to be fully operational yet.",
      },
      {
        heading: "Free, always",
        text: "Our programmes charge no fees and take no payment. You bring the commitment; we bring the support.",
      },
    ],
    image: {
      src: "startzone/images/mentor-session",
      alt: "Illustration of a mentor and two founders at a table, sketching a plan on a board",
    },
    imageSide: "end",
  },
  identity: {
    eyebrow: "Our identity",
    heading: "A hub with a track record",
    text: "Startzone grew out of the hub's work with young people and businesses in the South East of Nigeria. These are the numbers we stand behind.",
    stats: [
      hubFacts.startups,
      hubFacts.incubated,
      hubFacts.trained,
      { value: 6, suffix: "", label: "startups in our investment portfolio" },
    ],
  },
  aims: {
    eyebrow: "What we aim for",
    heading: "Two ways we help a business grow",
    text: "Most founders start with incubation. Businesses that prove themselves can go on to investment.",
    cards: [
      {
        icon: "lightbulb",
        label: "Business incubation",
        heading: "Learn, build and test with mentors beside you",
        text: `Structured programmes that take a young business from idea to traction: ${startupBoost.title} for ${startupBoost.duration} and ${springboard.title} for ${springboard.duration}.`,
        points: [
          "Mentors who work at global companies",
          "Project-based learning on your own business",
          "A certificate at the end",
        ],
        cta: { label: "See business incubation", link: startzonePaths.incubation },
      },
      {
        icon: "trending-up",
        label: "Investment",
        heading: "Capital for startups ready to scale",
        text: "We invest in promising startups from our programmes and network, and stay beside them after the money arrives.",
        points: [
          "Funding matched to the stage of the business",
          "Hands-on support after investment",
          "Six startups in the portfolio so far",
        ],
        cta: { label: "See how investment works", link: startzonePaths.investment },
      },
    ],
  },
  callToAction: {
    eyebrow: "Applications open",
    heading: "Startup Boost 2024 is looking for founders",
    text: `Six months, free, with mentors from global companies. Apply online; it is the first of four steps.`,
    ctas: [
      {
        label: "Apply Now",
        link: startupBoost.applyLink ?? startzonePaths.startupBoost,
        external: true,
      },
      { label: "About Startup Boost", link: startzonePaths.startupBoost },
    ],
  },
  faq: {
    anchor: startzoneAnchors.faq,
    eyebrow: "FAQ",
    heading: "Questions founders ask",
    text: "Can't find your answer? Write to us and the Startzone team will reply.",
    items: [
      {
        question: "How much do Startzone programmes cost?",
        answer:
          "Nothing. Startup Boost and Springboard are free: there are no fees to apply or to take part.",
      },
      {
        question: "Who can apply?",
        answer:
          "Founders of young businesses in Africa. Springboard is mainly for businesses in West Africa; Startup Boost is open across the continent.",
      },
      {
        question: "Does my business need to be fully operational?",
        answer:
          "No. For Springboard your business does not need to be fully operational; an idea you are working on, with a team committed to it, is enough to apply.",
      },
      {
        question: "Do I need to live in a particular city?",
        answer:
          "No particular city is needed. Interviews happen online, and founders take part from wherever they are.",
      },
      {
        question: "How long do the programmes run?",
        answer: [
          `${startupBoost.title}: ${startupBoost.duration}, intensive.`,
          `${springboard.title}: ${springboard.duration}.`,
        ],
      },
      {
        question: "Which programmes are taking applications?",
        answer: `${startupBoost.title} 2024 is open: apply online from its page. ${springboard.title} applications are closed for now.`,
      },
      {
        question: "Will I get a certificate?",
        answer: `Yes. Founders who complete ${springboard.title} receive a certificate at the end of the programme.`,
      },
    ],
    cta: { label: "Contact us", link: "/contact" },
  },
});
