import * as z from "zod/mini";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  programmeCardsBlockSchema,
  reviewsBlockSchema,
  seoSchema,
  statsBlockSchema,
} from "../blocks.ts";
import { programmeAges } from "./programmes.ts";
import { reviews } from "./reviews.ts";

/**
 * /codeville: the kids' landing page (SPEC §2): hero with Apply and Download
 * Brochure, teaching areas, programme cards, fun activities, testimonials and
 * graduates. The hero's two buttons are added by the route (Apply is resolved
 * from the calls in content/calls/; the brochure opens its form).
 */
const landingPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  applyLabel: z.string(),
  brochureLabel: z.string(),
  impact: statsBlockSchema,
  teaching: cardGridBlockSchema,
  programmes: z.omit(programmeCardsBlockSchema, { cards: true }),
  testimonials: reviewsBlockSchema,
  /** The review carousel's controls (SPEC §4): names a screen reader reads. */
  testimonialsCarousel: z.strictObject({
    label: z.string(),
    pause: z.string(),
    play: z.string(),
    dot: z.string(),
    slide: z.string(),
  }),
  graduates: featureSplitBlockSchema,
  closing: callToActionBandSchema,
});

export type LandingPage = z.infer<typeof landingPageSchema>;

export const landingPage = landingPageSchema.parse({
  seo: {
    title: `Codeville, coding and robotics for kids in Enugu | ${identity.name}`,
    description:
      "Month-long coding camps at the hub in Enugu and live classes from home. Children build games, websites and robots. Programmes for ages 8 to 16.",
  },
  hero: {
    eyebrow: "Codeville · Coding for kids in Enugu",
    heading: "Your child can build the games they love to play",
    paragraphs: [
      `Codeville is the Enugu Tech Hub's coding school for children aged ${programmeAges.siteOverview}. In a month at the hub, or live from home, they learn to code games, build websites and program robots, with friends and instructors who make it fun.`,
    ],
    image: {
      src: "/images/codeville/hero-kids-building.svg",
      alt: "Illustration of three children around a laptop and a small robot, with code blocks and a game level floating above them",
      width: 640,
      height: 520,
    },
  },
  applyLabel: "Apply",
  brochureLabel: "Download Brochure",
  impact: {
    eyebrow: "Codeville in numbers",
    heading: "Small classes, real results",
    text: "Every child leaves with projects they built and the confidence to build more.",
    stats: [
      hubFacts.children,
      { value: 4, suffix: "", label: "programmes, from first steps to deep dives" },
      { value: 1, suffix: " year", label: "of free hub access after the programme" },
      {
        value: hubFacts.learning.learnersValueFunPercent,
        suffix: "%",
        label: "of learners say fun matters when they learn",
      },
    ],
  },
  teaching: {
    eyebrow: "What we teach",
    heading: "Skills for the world they are growing up in",
    text: "Each programme mixes screens and hands-on making, so children learn by building.",
    cards: [
      {
        icon: "puzzle",
        heading: "Coding with Scratch",
        text: "Colourful code blocks that teach how programs think: loops, events and logic.",
      },
      {
        icon: "gamepad",
        heading: "Game development",
        text: "Designing characters, levels and rules, then coding games friends can play.",
      },
      {
        icon: "globe",
        heading: "Web development",
        text: "Building real websites with HTML, CSS and JavaScript, and putting them online.",
      },
      {
        icon: "bot",
        heading: "Robotics",
        text: "Assembling robot kits and programming them to move, sense and react.",
      },
      {
        icon: "palette",
        heading: "Design",
        text: "Product and graphic design for older children in Virtual Camp.",
      },
      {
        icon: "users",
        heading: "Teamwork",
        text: "Projects in pairs and teams, and a demo day to present them.",
      },
    ],
  },
  programmes: {
    anchor: "programmes",
    eyebrow: "Our programmes",
    heading: "A programme for every stage",
    text: "Start with Kids Code Camp, move up to Middle Class, go deep in Junior Academy, or learn from home in Virtual Camp.",
  },
  testimonials: {
    anchor: "testimonials",
    eyebrow: "Testimonials",
    heading: "What parents and children say",
    reviews,
  },
  testimonialsCarousel: {
    label: "Reviews",
    pause: "Pause the reviews",
    play: "Play the reviews",
    dot: "Show review {n} of {total}",
    slide: "{n} of {total}",
  },
  graduates: {
    eyebrow: "Our graduates",
    heading: "Faces of Our Amazing Graduates",
    paragraphs: [
      `Over ${hubFacts.children.value} children have finished a Codeville programme. Many come back to the hub to keep building, and some now help the younger ones.`,
    ],
    image: {
      src: "/images/codeville/graduates.svg",
      alt: "Illustration of smiling children in graduation caps holding certificates and a laptop",
      width: 560,
      height: 460,
    },
    imageSide: "end",
    icon: "graduation",
    cta: { label: "Meet our graduates", link: "/codeville/gallery/past-graduates" },
  },
  closing: {
    heading: "Not sure where your child should start?",
    text: "Tell us their age and what they enjoy, and we will suggest the right programme.",
    ctas: [
      { label: "Talk to us", link: "/codeville/contact" },
      { label: "Read the FAQs", link: "/codeville/faqs" },
    ],
  },
});
