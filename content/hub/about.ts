import * as z from "zod/mini";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  heroBlockSchema,
  peopleBlockSchema,
  seoSchema,
  statementBlockSchema,
} from "../blocks.ts";
import { executiveTeam } from "./team.ts";

/** /about: about us, mission, target audiences, culture, team, contact CTA (SPEC §2). */
const aboutPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  mission: statementBlockSchema,
  audiences: cardGridBlockSchema,
  culture: cardGridBlockSchema,
  team: peopleBlockSchema,
  contactCta: callToActionBandSchema,
});

export type AboutPage = z.infer<typeof aboutPageSchema>;

export const aboutPage = aboutPageSchema.parse({
  seo: {
    title: `About us | ${identity.name}`,
    description:
      "Who we are, what we are for and the team behind Enugu's tech talent hub, Codeville, Startzone and Sparks.",
  },
  hero: {
    eyebrow: "About us",
    heading: "A tech talent hub, rooted in Enugu",
    paragraphs: [
      `We started in ${identity.foundedYear} with a simple belief: the talent is here, what is missing is the path. Since then we have trained over ${hubFacts.trained.value} young Africans and supported over ${hubFacts.startups.value} startups.`,
      "Today the hub is home to a coding school for children, a programme for young businesses, a programme for women entering tech, and a team that builds software for clients.",
    ],
    image: {
      src: "hub/images/about-community",
      alt: "Illustration of a group of learners and mentors in front of the hub building",
    },
  },
  mission: {
    eyebrow: "Our mission",
    heading: "Turn curiosity into careers and ideas into companies",
    text: "We give people in Africa the skills, mentors and backing to build technology, and we build the community that keeps them going once a programme ends.",
  },
  audiences: {
    eyebrow: "Who we serve",
    heading: "Five kinds of people walk through our doors",
    cards: [
      {
        icon: "family",
        heading: "Children and their parents",
        text: "Kids from 8 years old learn to code, build games and program robots at Codeville, while parents see real progress.",
      },
      {
        icon: "laptop",
        heading: "Aspiring techies",
        text: "Young people who want a career in software learn with structure and support on Learnable.",
      },
      {
        icon: "rocket",
        heading: "Startup founders",
        text: "Young businesses in Africa get incubation, mentors and investment through Startzone.",
      },
      {
        icon: "sparkle",
        heading: "Women seeking tech skills",
        text: "Sparks offers women a free, virtual path into product design or software development.",
      },
      {
        icon: "briefcase",
        heading: "Clients with software to build",
        text: "Businesses hire our engineering team to design and build their products.",
      },
    ],
  },
  culture: {
    eyebrow: "Our culture",
    heading: "How we work together",
    cards: [
      {
        heading: "Learn by building",
        text: "We would rather you ship a small thing than memorise a big one.",
      },
      {
        heading: "Fun is serious",
        text: "Games, challenges and teamwork keep people learning long after the first week.",
      },
      {
        heading: "Open doors",
        text: "Most of our programmes are free, and no one needs to live in a particular city to join.",
      },
      {
        heading: "Community first",
        text: "Graduates come back as mentors, instructors and founders. The hub is theirs too.",
      },
    ],
  },
  team: {
    eyebrow: "Executive team",
    heading: "The people who run the hub",
    text: "A small team of engineers, educators and operators who care about Enugu.",
    people: executiveTeam,
  },
  contactCta: {
    heading: "Want to work with us?",
    text: "Partners, parents, founders and clients: we would love to hear from you.",
    ctas: [{ label: "Contact us", link: "/contact" }],
  },
});
