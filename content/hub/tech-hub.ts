import * as z from "zod/mini";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  callToActionSchema,
  cardGridBlockSchema,
  heroBlockSchema,
  sectionHeadingSchema,
  seoSchema,
} from "../blocks.ts";

/** /tech-hub: who we are, what we do, latest updates, call to action (SPEC §2). */
const techHubPageSchema = z.strictObject({
  seo: seoSchema,
  whoWeAre: heroBlockSchema,
  whatWeDo: cardGridBlockSchema,
  latestUpdates: z.strictObject({
    ...sectionHeadingSchema.shape,
    readMoreLabel: z.string(),
    /** Shown when no post could be read: the allPosts link beside it leads to the blog. */
    emptyText: z.string(),
    allPosts: callToActionSchema,
  }),
  cta: callToActionBandSchema,
});

export type TechHubPage = z.infer<typeof techHubPageSchema>;
export type LatestUpdatesCopy = TechHubPage["latestUpdates"];

export const techHubPage = techHubPageSchema.parse({
  seo: {
    title: `Who we are | ${identity.name}`,
    description:
      "The Enugu Tech Hub trains young Africans, incubates and invests in startups, and runs the Ignite community. Read our latest updates.",
  },
  whoWeAre: {
    eyebrow: "Who we are",
    heading: "A tech talent accelerator in the heart of Enugu",
    paragraphs: [
      `We find, train and back the people who will build Africa's technology. Over ${hubFacts.trained.value} young Africans have trained with us in 5 years, and since ${identity.foundedYear} we have supported over ${hubFacts.startups.value} startups and incubated over ${hubFacts.incubated.value} businesses.`,
      "Our work runs along two lines: learning, for people who want tech skills, and Startzone, for businesses ready to grow.",
    ],
    image: {
      src: "hub/images/tech-hub-network",
      alt: "Illustration of connected nodes forming a map of Africa with Enugu highlighted",
    },
  },
  whatWeDo: {
    eyebrow: "What we do",
    heading: "Learning, building and investing",
    cards: [
      {
        icon: "graduation",
        brand: "codeville",
        heading: "Learning",
        text: "Courses for every age: our online platform, a coding school for children, and a programme for women entering tech.",
        links: [
          { label: "Learnable", link: externalLinks.learnable, external: true },
          { label: "Codeville for kids", link: "/codeville" },
          { label: "Sparks for women", link: "/sparks" },
          { label: "Join the talent pool", link: "/talent" },
        ],
      },
      {
        icon: "rocket",
        brand: "startzone",
        heading: "Startzone",
        text: "Support for young businesses: incubation programmes with mentors, and investment for the most promising teams.",
        links: [
          { label: "Investment", link: "/startzone/investment" },
          { label: "Incubation", link: "/startzone/business-incubation" },
        ],
      },
      {
        icon: "flame",
        brand: "sparks",
        heading: "Ignite",
        text: "Our community of builders: meetups, talks and hack days where learners, founders and engineers meet.",
        links: [{ label: "Join Ignite", link: externalLinks.ignite, external: true }],
      },
    ],
  },
  latestUpdates: {
    eyebrow: "From the blog",
    heading: "Latest Updates",
    readMoreLabel: "Read the post",
    emptyText: "Our news, stories from graduates and calls for applications are on the blog.",
    allPosts: { label: "Read the blog", link: externalLinks.blog, external: true },
  },
  cta: {
    heading: "Build the future with us",
    text: "Join a programme, mentor a cohort, or partner with the hub.",
    ctas: [
      { label: "Get in touch", link: "/contact" },
      { label: "Hire tech talent", link: "/hire" },
    ],
  },
});
