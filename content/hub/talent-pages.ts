import * as z from "zod/mini";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import { readTeam } from "#schemas/content/people.server.ts";
import {
  cardGridBlockSchema,
  faqBlockSchema,
  heroBlockSchema,
  peopleBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { resumeRetentionMonths, talentChoices } from "./talent-choices.ts";

/**
 * /talent (aspiring techies apply) and /hire (companies ask for talent), the
 * two pages of issue 23. Both follow one shape: what the hub offers, who it is
 * for, how selection or matching works, the people behind it, the form with
 * what happens after sending, and the questions people ask.
 */
const talentPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  offer: cardGridBlockSchema,
  audience: cardGridBlockSchema,
  process: stepsBlockSchema,
  people: peopleBlockSchema,
  form: z.strictObject({
    ...sectionHeadingSchema.shape,
    anchor: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
    /** What happens after sending, in order. */
    afterHeading: z.string(),
    after: z.array(z.string()).check(z.minLength(1)),
  }),
  faq: faqBlockSchema,
});

export type TalentPage = z.infer<typeof talentPageSchema>;

/** The team members a page shows, by name, from the one team list. */
function teamMembers(...names: string[]) {
  return names.map((name) => {
    const person = readTeam().find((member) => member.name === name);
    if (!person) throw new Error(`${name} is not in content/hub/team/`);
    return person;
  });
}

export const talentPage = talentPageSchema.parse({
  seo: {
    title: `Join our talent pool | ${identity.name}`,
    description:
      "Aspiring developers and designers: apply to the Enugu Tech Hub with your résumé for training, mentors, real projects and placements with companies.",
  },
  hero: {
    eyebrow: "For aspiring techies",
    heading: "Turn your tech skills into a career",
    paragraphs: [
      `Over ${hubFacts.trained.value} young Africans have trained with us in 5 years. Apply once, and we match you with the training, mentors and paid work that fit where you are now.`,
    ],
    ctas: [
      { label: "Apply now", link: "#apply" },
      { label: "How selection works", link: "#how-it-works" },
    ],
    image: {
      src: "hub/images/hero-builders",
      alt: "Illustration of young developers building an app together around a laptop",
    },
  },
  offer: {
    eyebrow: "What the hub offers",
    heading: "More than a course",
    text: "The talent pool is how we find people for our cohorts, our own engineering team and the companies that hire through us.",
    cards: [
      {
        icon: "book",
        heading: "Structured training",
        text: "Guided tracks on Learnable and in-person cohorts at the hub, with projects you can show an employer.",
      },
      {
        icon: "users",
        heading: "Mentors who ship",
        text: "Engineers and designers who build products for a living review your work and tell you what to learn next.",
      },
      {
        icon: "code",
        heading: "Real projects",
        text: "Strong members join client projects with our engineering team, paid, with a senior engineer beside them.",
      },
      {
        icon: "briefcase",
        heading: "Placements",
        text: "Companies ask us for developers and designers. When a role fits your stack and level, we put you forward.",
      },
    ],
  },
  audience: {
    eyebrow: "Who it is for",
    heading: "Wherever you are on the way in",
    cards: [
      {
        icon: "compass",
        label: "Starting out",
        heading: "Beginners",
        text: "You have taught yourself some basics and want structure, feedback and a first project.",
      },
      {
        icon: "trending-up",
        label: "Growing",
        heading: "Juniors",
        text: "You have built things, maybe a first job or internship, and want harder work and a mentor.",
      },
      {
        icon: "award",
        label: "Experienced",
        heading: "Seasoned builders",
        text: "You have shipped for years and want interesting client work, or to mentor the next cohort.",
      },
    ],
  },
  process: {
    eyebrow: "How selection works",
    heading: "From application to your first project",
    anchor: "how-it-works",
    steps: [
      {
        heading: "Apply online",
        text: `Tell us your stack and level, from ${talentChoices.stacks.length} areas, and attach your résumé as a PDF.`,
      },
      {
        heading: "We read every application",
        text: "Our talent team looks at what you have built, not at where you studied. Expect an answer within two weeks.",
      },
      {
        heading: "A conversation",
        text: "Shortlisted applicants get a phone or video call about their goals and a short practical task in their stack.",
      },
      {
        heading: "Your match",
        text: "We offer you the place that fits: a training cohort, mentoring, a client project or a role with a hiring company.",
      },
    ],
  },
  people: {
    eyebrow: "Who you will meet",
    heading: "The people who read your application",
    people: teamMembers("Tochukwu Ani", "Ngozi Okonkwo", "Ifeoma Chukwu"),
  },
  form: {
    eyebrow: "Apply",
    heading: "Join the talent pool",
    text: "Fill in the form and attach your résumé. Nothing is sent until you press the button.",
    anchor: "apply",
    afterHeading: "What happens after you send it",
    after: [
      "You get an email confirming we have your application.",
      "Our talent team reads it within two weeks.",
      "If your profile fits an opening, we call you to arrange a conversation.",
      `We keep your application and résumé for ${resumeRetentionMonths} months, then delete them. Ask us and we delete them sooner.`,
    ],
  },
  faq: {
    eyebrow: "Questions",
    heading: "What applicants ask us",
    anchor: "faq",
    items: [
      {
        question: "Do I need a degree?",
        answer:
          "No. We look at what you can build and how you learn. Many of our members taught themselves.",
      },
      {
        question: "Does it cost anything to apply?",
        answer:
          "No. Applying and being matched with a placement is free. Some training cohorts have fees, which we tell you about before you join.",
      },
      {
        question: "Do I have to live in Enugu?",
        answer:
          "No. Much of our training and client work is remote. Some cohorts meet at the hub, and we say so when we offer you a place.",
      },
      {
        question: "Can I apply again?",
        answer:
          "Yes. If your skills have grown since you last applied, send a new application with your updated résumé.",
      },
    ],
    cta: { label: "Ask us something else", link: "/contact" },
  },
});

export const hirePage = talentPageSchema.parse({
  seo: {
    title: `Hire tech talent | ${identity.name}`,
    description:
      "Companies: tell the Enugu Tech Hub the role, skill level and start date you need, and we match you with developers and designers we have trained.",
  },
  hero: {
    eyebrow: "For companies",
    heading: "Hire developers and designers trained in Enugu",
    paragraphs: [
      "Tell us the role, the level and when you need them. We put forward people from our talent pool whose work we know, and stay with you after they start.",
    ],
    ctas: [
      { label: "Request talent", link: "#request" },
      { label: "How matching works", link: "#how-it-works" },
    ],
    image: {
      src: "hub/images/about-community",
      alt: "Illustration of a team of engineers and mentors in front of the hub building",
    },
  },
  offer: {
    eyebrow: "What we offer",
    heading: "Talent we have seen at work",
    text: "Everyone we suggest has trained, built and been reviewed with us, so we can tell you what they are good at.",
    cards: [
      {
        icon: "check",
        heading: "Vetted people",
        text: "Candidates have passed a practical task in their stack and worked with our mentors.",
      },
      {
        icon: "clock",
        heading: "The commitment you need",
        text: `${talentChoices.commitments.join(", ")}: you choose how they work with you.`,
      },
      {
        icon: "handshake",
        heading: "Support after the start",
        text: "We check in with you and with them in the first months, and help if the fit is not right.",
      },
      {
        icon: "layers",
        heading: "Or a whole team",
        text: "For a product to build end to end, our outsourcing team delivers it with its own engineers.",
        links: [{ label: "Outsourcing", link: externalLinks.outsourcing, external: true }],
      },
    ],
  },
  audience: {
    eyebrow: "Who it is for",
    heading: "Companies of every size",
    cards: [
      {
        icon: "rocket",
        label: "Startups",
        heading: "Your first engineers",
        text: "A developer or designer who can start small and grow with the product.",
      },
      {
        icon: "briefcase",
        label: "Established businesses",
        heading: "A bigger team",
        text: "Extra hands for a product team, a new mobile app or the move of a system to the cloud.",
      },
      {
        icon: "globe",
        label: "Remote teams",
        heading: "Talent across time zones",
        text: "People who work on West African time and are used to remote teams abroad.",
      },
    ],
  },
  process: {
    eyebrow: "How matching works",
    heading: "From your request to a first day",
    anchor: "how-it-works",
    steps: [
      {
        heading: "Tell us the role",
        text: "The form asks for the role, skill level, commitment and start date: all we need for a first shortlist.",
      },
      {
        heading: "A call within two working days",
        text: "We talk through the work, your team and your budget, so we suggest people who fit more than the job title.",
      },
      {
        heading: "A shortlist",
        text: "Usually within two weeks, a few candidates with their résumés and what we saw of their work.",
      },
      {
        heading: "You choose",
        text: "You interview the people you like and decide. We help with the offer and check in after they start.",
      },
    ],
  },
  people: {
    eyebrow: "Who you will talk to",
    heading: "The people who match you with talent",
    people: teamMembers("Tochukwu Ani", "Chinedu Eze", "Ngozi Okonkwo"),
  },
  form: {
    eyebrow: "Request talent",
    heading: "Tell us about the role",
    text: "All fields are needed. It takes about three minutes.",
    anchor: "request",
    afterHeading: "What happens after you send it",
    after: [
      "You get an email confirming we have your request.",
      "Someone from our team calls you within two working days.",
      "We send you a shortlist, usually within two weeks.",
    ],
  },
  faq: {
    eyebrow: "Questions",
    heading: "What companies ask us",
    anchor: "faq",
    items: [
      {
        question: "What does it cost?",
        answer:
          "It depends on the role and the commitment. We agree the terms on our first call, before you see a shortlist.",
      },
      {
        question: "Which skills can you find?",
        answer: `Mainly ${talentChoices.stacks.slice(0, 4).join(", ").toLowerCase()} and product design, at every level from intern to senior.`,
      },
      {
        question: "Can the people work remotely?",
        answer:
          "Yes. Most of our talent works remotely or in a hybrid way; some can join your office in Enugu or elsewhere in Nigeria.",
      },
    ],
    cta: { label: "Talk to us", link: "/contact" },
  },
});
