import * as z from "zod/mini";
import { callToActionSchema, imageSchema, seoSchema } from "./content-schemas.ts";
import { externalLinks } from "./external-links.ts";

/** The home page's six sections (SPEC §2, "/"). */
const programmeFamilySchema = z.strictObject({
  brand: z.enum(["codeville", "startzone", "sparks", "learnable"]),
  name: z.string(),
  audience: z.string(),
  text: z.string(),
  points: z.array(z.string()),
  cta: callToActionSchema,
});

export type ProgrammeFamily = z.infer<typeof programmeFamilySchema>;

const homePageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    text: z.string(),
    primaryCta: callToActionSchema,
    secondaryCta: callToActionSchema,
    image: imageSchema,
  }),
  impact: z.strictObject({ eyebrow: z.string(), heading: z.string(), text: z.string() }),
  programmes: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    text: z.string(),
    families: z.array(programmeFamilySchema),
  }),
  approach: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    text: z.string(),
    points: z.array(z.strictObject({ heading: z.string(), text: z.string() })),
    image: imageSchema,
  }),
  clients: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    text: z.string(),
    cta: callToActionSchema,
  }),
  closing: z.strictObject({
    heading: z.string(),
    text: z.string(),
    ctas: z.array(callToActionSchema),
  }),
});

export const homePage = homePageSchema.parse({
  seo: {
    title: "Enugu Tech Hub | Tech talent grown in Enugu, Nigeria",
    description:
      "Coding for children, support for young businesses and a path into tech for women. Over 1000 young Africans trained in 5 years.",
  },
  hero: {
    eyebrow: "Tech talent hub · Enugu, Nigeria",
    heading: "Where Africa's next builders learn, launch and grow",
    text: "From a child's first line of code to a founder's first investor, we train people and back businesses in Enugu and across the continent.",
    primaryCta: { label: "Explore our programmes", link: "#programmes" },
    secondaryCta: { label: "Talk to us", link: "/contact" },
    image: {
      src: "/images/hub/hero-builders.svg",
      alt: "Illustration of young people coding on laptops around a table, with a rocket and code symbols above them",
      width: 640,
      height: 520,
    },
  },
  impact: {
    eyebrow: "Our impact",
    heading: "Five years of training people and backing ideas",
    text: "The numbers behind the hub, counted since we opened our doors in 2017.",
  },
  programmes: {
    eyebrow: "What we run",
    heading: "A programme for every step into tech",
    text: "Three programme families and a learning platform, each with its own team, all under one roof.",
    families: [
      {
        brand: "codeville",
        name: "Codeville",
        audience: "For children and their parents",
        text: "Our coding school for kids. Children build games, websites and robots, in a month-long camp at the hub or in a virtual class from home.",
        points: ["Kids Code Camp, Middle Class, Junior Academy", "Virtual Camp for ages 9 to 16"],
        cta: { label: "Discover Codeville", link: "/codeville" },
      },
      {
        brand: "startzone",
        name: "Startzone",
        audience: "For founders and young businesses",
        text: "A free programme that helps young African businesses grow, through incubation, mentorship from people at global companies, and investment.",
        points: ["Startup Boost: 6 months, applications open", "Springboard: 3 months"],
        cta: { label: "Visit Startzone", link: "/startzone" },
      },
      {
        brand: "sparks",
        name: "Sparks",
        audience: "For women entering tech",
        text: "A free, virtual programme that takes women into tech through two learning paths, with mentors who have walked the road.",
        points: ["Product Design", "Software Development"],
        cta: { label: "Meet Sparks", link: "/sparks" },
      },
      {
        brand: "learnable",
        name: "Learnable",
        audience: "For aspiring techies",
        text: "Our learning platform: structured tracks and a community for anyone who wants to build a career in software.",
        points: ["Self-paced and guided tracks", "Open to learners across Africa"],
        cta: { label: "Go to Learnable", link: externalLinks.learnable, external: true },
      },
    ],
  },
  approach: {
    eyebrow: "How we teach",
    heading: "Serious skills, learned the fun way",
    text: "91% of learners tell us fun matters when they learn, and gamification can raise productivity by up to 50%. So our classes are built around projects, games and teamwork.",
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
      src: "/images/hub/learning-by-play.svg",
      alt: "Illustration of a child assembling a small robot next to a screen of colourful code blocks",
      width: 560,
      height: 460,
    },
  },
  clients: {
    eyebrow: "For clients",
    heading: "Have software to build?",
    text: "Our outsourcing team puts the talent we train to work on real products: websites, mobile apps and internal tools, delivered by engineers from Enugu.",
    cta: { label: "Hire our team", link: externalLinks.outsourcing, external: true },
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
