import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  callToActionSchema,
  cardGridBlockSchema,
  factListBlockSchema,
  heroBlockSchema,
  nameStripBlockSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { startzonePaths } from "./paths.ts";
import { applicationSteps, startupBoost } from "./programmes.ts";

/**
 * /startzone/business-incubation/start-up-boost (SPEC §2): a Back link, the
 * "APPLICATIONS ARE OPEN" button to the external form in a new tab, a
 * mentors-from strip, six benefit cards and the four steps. The 2024 call's
 * details (the banner's Learn more) have their own section here too.
 */
const startupBoostSchema = z.strictObject({
  seo: seoSchema,
  back: callToActionSchema,
  hero: heroBlockSchema,
  /** The open call's button (SPEC §2), to the application form in a new tab. */
  apply: z.strictObject({
    label: z.literal("APPLICATIONS ARE OPEN"),
    link: z.url({ protocol: /^https$/ }),
  }),
  facts: factListBlockSchema,
  mentorsFrom: nameStripBlockSchema,
  benefits: cardGridBlockSchema,
  steps: stepsBlockSchema,
  closing: callToActionBandSchema,
});

export type StartupBoostPage = z.infer<typeof startupBoostSchema>;

export const startupBoostPage = startupBoostSchema.parse({
  seo: {
    title: `Startup Boost 2024: free 6-month startup programme | Startzone | ${identity.name}`,
    description:
      "Startup Boost is a free, intensive 6-month programme for young African businesses, with mentors from global companies. Applications for 2024 are open.",
  },
  back: { label: "Back to business incubation", link: startzonePaths.incubation },
  hero: {
    eyebrow: `Startup Boost · ${startupBoost.duration} · 2024 edition`,
    heading: "Six months that move your startup forward",
    paragraphs: [
      `${startupBoost.summary}`,
      "You work on your own business from the first week, with mentors who work at global companies. It costs nothing, and applications for 2024 are open.",
    ],
    image: {
      src: "startzone/images/founders-launch",
      alt: "Illustration of a rocket lifting off from a laptop, above a rising growth chart",
    },
  },
  apply: { label: "APPLICATIONS ARE OPEN", link: startupBoost.applyLink ?? "" },
  facts: {
    heading: "Startup Boost at a glance",
    facts: [
      { label: "Length", value: `${startupBoost.duration}, intensive`, icon: "calendar" },
      { label: "Cost", value: "Free, no fees", icon: "wallet" },
      { label: "For", value: "Young businesses in Africa", icon: "globe" },
      { label: "Mentors", value: "From global companies", icon: "handshake" },
      { label: "Where", value: "No particular city needed", icon: "compass" },
      { label: "Applications", value: "Open for 2024", icon: "clock" },
    ],
  },
  mentorsFrom: {
    heading: "Our mentors work at global companies in",
    names: ["Payments", "Cloud software", "E-commerce", "Telecoms", "Energy", "Consulting"],
  },
  benefits: {
    eyebrow: "What you get",
    heading: "Why founders choose Startup Boost",
    cards: [
      {
        icon: "message",
        heading: "Unfiltered Mentorship",
        text: "Honest, direct feedback from mentors who have built products at global companies, on the questions you actually have.",
      },
      {
        icon: "puzzle",
        heading: "Project Based Learning",
        text: "Every lesson ends in work on your own business: a customer interview, a pricing test, a pitch.",
      },
      {
        icon: "wallet",
        heading: "No Fees",
        text: "Startup Boost is free. There is nothing to pay to apply, to take part or to finish.",
      },
      {
        icon: "book",
        heading: "Access To Learning Resources",
        text: "Templates, guides and recorded sessions you can come back to whenever you need them.",
      },
      {
        icon: "check",
        heading: "Easy Onboarding",
        text: "A short online application and a virtual interview. No travel, no paperwork mountain.",
      },
      {
        icon: "target",
        heading: "Practical Methods",
        text: "Tools that work for a small team on a tight budget, tested by founders before you.",
      },
    ],
  },
  steps: applicationSteps,
  closing: {
    eyebrow: "Startup Boost 2024",
    heading: "Ready to build with us?",
    text: "Applications are open. Apply online; the vetting, the interview and onboarding follow.",
    ctas: [
      { label: "Apply Now", link: startupBoost.applyLink ?? "", external: true },
      { label: "Read the FAQ", link: `${startzonePaths.overview}#faq` },
    ],
  },
});
