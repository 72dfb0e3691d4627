import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  heroBlockSchema,
  portfolioBlockSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { startzonePaths } from "./paths.ts";

/** /startzone/investment: how the funding works and the portfolio of six startups (SPEC §2). */
const investmentSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  funding: stepsBlockSchema,
  portfolio: portfolioBlockSchema,
  closing: callToActionBandSchema,
});

/**
 * A portfolio company's logo, content/startzone/portfolio/<name>.svg, drawn for
 * this site. Its name is printed beside it, so the picture is not announced again.
 */
const logo = (file: string) => ({ src: `startzone/portfolio/${file}`, alt: "" });

/**
 * The portfolio is sample data for the editors to replace (DECISIONS.md); its
 * addresses use the reserved `.example` domain until the real ones are in.
 */
export const investmentPage = investmentSchema.parse({
  seo: {
    title: `Startzone investment: how we fund African startups | ${identity.name}`,
    description:
      "How Startzone invests in young African businesses, from first conversation to funding, and the six startups in our portfolio.",
  },
  hero: {
    eyebrow: "Startzone investment",
    heading: "Capital, and the people to help you use it well",
    paragraphs: [
      "We invest in startups that solve real problems for people in Africa, mostly businesses we have come to know through our programmes and our network.",
      "Money is only part of it: every company we back keeps its mentors, our workspace and a team that answers the phone.",
    ],
    ctas: [
      { label: "Start with incubation", link: startzonePaths.incubation },
      { label: "Talk to us", link: "/contact" },
    ],
    image: {
      src: "startzone/images/investment-growth",
      alt: "Illustration of coins stacking into a rising bar chart beside a seedling",
    },
  },
  funding: {
    eyebrow: "How the funding works",
    heading: "From first conversation to a signed deal",
    text: "There is no separate application for investment: it grows out of working together.",
    steps: [
      {
        heading: "We get to know you",
        text: "Most companies we fund have been through Startup Boost or Springboard, or were introduced by our mentors and partners.",
      },
      {
        heading: "You show traction",
        text: "Paying customers, growing usage or a pilot that worked: evidence that the business answers a real need.",
      },
      {
        heading: "We look closely together",
        text: "We review the numbers, the market and the team with you, openly, and agree what the money is for.",
      },
      {
        heading: "Funding and support",
        text: "We invest at terms that fit your stage, then stay involved: mentors, introductions and a seat at the hub.",
      },
    ],
  },
  portfolio: {
    anchor: "portfolio",
    eyebrow: "Our portfolio",
    heading: "Six startups we are proud to back",
    text: "Different sectors, one thing in common: founders fixing problems they know first-hand.",
    items: [
      {
        name: "Spareline",
        sector: "Auto parts",
        icon: logo("spareline"),
        text: "An online marketplace that connects mechanics and drivers with verified spare-parts dealers, so the right part arrives the first time.",
        link: "https://spareline.example",
        linkName: "Visit Spareline",
      },
      {
        name: "Sunvolt",
        sector: "Solar inverters",
        icon: logo("sunvolt"),
        text: "Designs and assembles solar inverters and battery kits for homes and small shops, with payment plans that match monthly income.",
        link: "https://sunvolt.example",
        linkName: "Visit Sunvolt",
      },
      {
        name: "Akwete Threads",
        sector: "Fashion",
        icon: logo("akwete-threads"),
        text: "A fashion label that turns hand-woven Akwete cloth into ready-to-wear pieces, and pays the weavers behind it fairly.",
        link: "https://akwete-threads.example",
        linkName: "Visit Akwete Threads",
      },
      {
        name: "Nkata AI",
        sector: "AI and machine learning",
        icon: logo("nkata-ai"),
        text: "Builds speech and language models for Igbo, Yoruba and Hausa, so businesses can serve customers in the language they think in.",
        link: "https://nkata-ai.example",
        linkName: "Visit Nkata AI",
      },
      {
        name: "LawPadi",
        sector: "Legal app",
        icon: logo("lawpadi"),
        text: "A legal app that explains everyday legal questions in plain English and drafts tenancy, sales and employment agreements.",
        link: "https://lawpadi.example",
        linkName: "Visit LawPadi",
      },
      {
        name: "FarmRoute",
        sector: "Agri-logistics",
        icon: logo("farmroute"),
        text: "Moves fresh produce from farms in the South East to city markets on shared trucks, cutting what spoils on the way.",
        link: "https://farmroute.example",
        linkName: "Visit FarmRoute",
      },
    ],
  },
  closing: {
    heading: "Building something that matters?",
    text: "The way into our portfolio starts with incubation. Startup Boost 2024 is open.",
    ctas: [
      { label: "See Startup Boost", link: startzonePaths.startupBoost },
      { label: "Contact us", link: "/contact" },
    ],
  },
});
