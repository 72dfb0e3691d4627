import * as z from "zod/mini";
import { callToActionSchema, imageSchema, seoSchema } from "./content-schemas.ts";
import { externalLinks } from "./external-links.ts";

/** /tech-hub: who we are, what we do, latest updates, call to action (SPEC §2). */
const activitySchema = z.strictObject({
  heading: z.string(),
  text: z.string(),
  links: z.array(callToActionSchema).check(z.minLength(1)),
});

const techHubPageSchema = z.strictObject({
  seo: seoSchema,
  whoWeAre: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    paragraphs: z.array(z.string()),
    image: imageSchema,
  }),
  whatWeDo: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    learning: activitySchema,
    startzone: activitySchema,
    ignite: activitySchema,
  }),
  latestUpdates: z.strictObject({
    eyebrow: z.string(),
    heading: z.string(),
    readMoreLabel: z.string(),
    allPostsCta: callToActionSchema,
  }),
  cta: z.strictObject({ heading: z.string(), text: z.string(), cta: callToActionSchema }),
});

export const techHubPage = techHubPageSchema.parse({
  seo: {
    title: "Who we are | Enugu Tech Hub",
    description:
      "The Enugu Tech Hub trains young Africans, incubates and invests in startups, and runs the Ignite community. Read our latest updates.",
  },
  whoWeAre: {
    eyebrow: "Who we are",
    heading: "A tech talent accelerator in the heart of Enugu",
    paragraphs: [
      "We find, train and back the people who will build Africa's technology. Over 1000 young Africans have trained with us in 5 years, and since 2017 we have supported over 50 startups and incubated over 15 businesses.",
      "Our work runs along two lines: learning, for people who want tech skills, and Startzone, for businesses ready to grow.",
    ],
    image: {
      src: "/images/hub/tech-hub-network.svg",
      alt: "Illustration of connected nodes forming a map of Africa with Enugu highlighted",
      width: 560,
      height: 460,
    },
  },
  whatWeDo: {
    eyebrow: "What we do",
    heading: "Learning, building and investing",
    learning: {
      heading: "Learning",
      text: "Courses for every age: our online platform, a coding school for children, and a programme for women entering tech.",
      links: [
        { label: "Learnable", link: externalLinks.learnable, external: true },
        { label: "Codeville for kids", link: "/codeville" },
        { label: "Sparks for women", link: "/sparks" },
      ],
    },
    startzone: {
      heading: "Startzone",
      text: "Support for young businesses: incubation programmes with mentors, and investment for the most promising teams.",
      links: [
        { label: "Investment", link: "/startzone/investment" },
        { label: "Incubation", link: "/startzone/business-incubation" },
      ],
    },
    ignite: {
      heading: "Ignite",
      text: "Our community of builders: meetups, talks and hack days where learners, founders and engineers meet.",
      links: [{ label: "Join Ignite", link: externalLinks.ignite, external: true }],
    },
  },
  latestUpdates: {
    eyebrow: "From the blog",
    heading: "Latest Updates",
    readMoreLabel: "Read the post",
    allPostsCta: { label: "All posts on the blog", link: externalLinks.blog, external: true },
  },
  cta: {
    heading: "Build the future with us",
    text: "Join a programme, mentor a cohort, or partner with the hub.",
    cta: { label: "Get in touch", link: "/contact" },
  },
});
