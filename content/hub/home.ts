import * as z from "zod/mini";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  seoSchema,
  statsBlockSchema,
} from "../blocks.ts";

/** The home page's six sections (SPEC §2, "/"). */
const homePageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  impact: statsBlockSchema,
  programmes: cardGridBlockSchema,
  approach: featureSplitBlockSchema,
  clients: featureSplitBlockSchema,
  closing: callToActionBandSchema,
});

export type HomePage = z.infer<typeof homePageSchema>;

export const homePage = homePageSchema.parse({
  seo: {
    title: `${identity.name} | Tech talent grown in Enugu, Nigeria`,
    description:
      "Coding for children, support for young businesses and a path into tech for women. Over 1000 young Africans trained in 5 years.",
  },
  hero: {
    eyebrow: "Tech talent hub · Enugu, Nigeria",
    heading: "Where Africa's next builders learn, launch and grow",
    paragraphs: [
      "From a child's first line of code to a founder's first investor, we train people and back businesses in Enugu and across the continent.",
    ],
    ctas: [
      { label: "Explore our programmes", link: "#programmes" },
      { label: "Talk to us", link: "/contact" },
    ],
    image: {
      src: "hub/images/hero-builders",
      alt: "Illustration of young people coding on laptops around a table, with a rocket and code symbols above them",
    },
  },
  impact: {
    eyebrow: "Our impact",
    heading: `What we have built since ${identity.foundedYear}`,
    text: "People trained and businesses backed, counted since we opened our doors.",
    stats: [hubFacts.trained, hubFacts.startups, hubFacts.incubated, hubFacts.children],
  },
  programmes: {
    anchor: "programmes",
    eyebrow: "What we run",
    heading: "A programme for every step into tech",
    text: "Three programme families and a learning platform, each with its own team, all under one roof.",
    cards: [
      {
        brand: "codeville",
        label: "For children and their parents",
        heading: "Codeville",
        text: "Our coding school for kids. Children build games, websites and robots, in a month-long camp at the hub or in a virtual class from home.",
        points: ["Kids Code Camp, Middle Class, Junior Academy", "Virtual Camp for ages 9 to 16"],
        cta: { label: "Discover Codeville", link: "/codeville" },
      },
      {
        brand: "startzone",
        label: "For founders and young businesses",
        heading: "Startzone",
        text: "A free programme that helps young African businesses grow, through incubation, mentorship from people at global companies, and investment.",
        points: ["Startup Boost: 6 months, applications open", "Springboard: 3 months"],
        cta: { label: "Visit Startzone", link: "/startzone" },
      },
      {
        brand: "sparks",
        label: "For women entering tech",
        heading: "Sparks",
        text: "A free, virtual programme that takes women into tech through two learning paths, with mentors who have walked the road.",
        points: ["Product Design", "Software Development"],
        cta: { label: "Meet Sparks", link: "/sparks" },
      },
      {
        brand: "hub",
        label: "For aspiring techies",
        heading: "Learnable",
        text: "Our learning platform: structured tracks and a community for anyone who wants to build a career in software.",
        points: ["Self-paced and guided tracks", "Open to learners across Africa"],
        cta: { label: "Go to Learnable", link: externalLinks.learnable, external: true },
      },
    ],
  },
  approach: {
    eyebrow: "How we teach",
    heading: "Serious skills, learned the fun way",
    paragraphs: [
      `${hubFacts.learning.learnersValueFunPercent}% of learners tell us fun matters when they learn, and gamification can raise productivity by up to ${hubFacts.learning.gamificationProductivityGainPercent}%. So our classes are built around projects, games and teamwork.`,
    ],
    numbered: true,
    points: [
      {
        heading: "Projects over lectures",
        text: "Every learner leaves with something they built and can show.",
      },
      {
        heading: "Mentors who ship",
        text: "Our instructors and mentors build software and businesses for a living.",
      },
      {
        heading: "A home after the course",
        text: "Graduates of our kids programmes get a year of free access to the hub.",
      },
    ],
    image: {
      src: "hub/images/learning-by-play",
      alt: "Illustration of a child assembling a small robot next to a screen of colourful code blocks",
    },
    imageSide: "start",
  },
  clients: {
    eyebrow: "For clients",
    heading: "Have software to build?",
    paragraphs: [
      "Our outsourcing team puts the talent we train to work on real products: websites, mobile apps and internal tools, delivered by engineers from Enugu.",
      "Need people on your own team instead? Tell us the role and we match you with developers and designers from our talent pool.",
    ],
    image: {
      src: "hub/images/about-community",
      alt: "Illustration of a team of engineers and mentors in front of the hub building",
    },
    imageSide: "end",
    cta: { label: "Hire tech talent", link: "/hire" },
  },
  closing: {
    heading: "Ready to start?",
    text: "Tell us where you are and we will point you to the right programme.",
    ctas: [
      { label: "Contact us", link: "/contact" },
      { label: "Who we are", link: "/tech-hub" },
    ],
  },
});
