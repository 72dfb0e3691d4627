import * as z from "zod/mini";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  faqBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  learningPathsBlockSchema,
  peopleBlockSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { sparksAnchors } from "./paths.ts";

/**
 * /sparks (SPEC §2): a hero with goal cards, "Join the community" and "APPLY"
 * to the external form in a new tab, the five how-to-apply steps, the two
 * learning paths, the mentors and the FAQ with its CONTACT US button.
 */
const sparksLandingSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  goals: cardGridBlockSchema,
  about: featureSplitBlockSchema,
  howItWorks: stepsBlockSchema,
  learning: learningPathsBlockSchema,
  mentors: peopleBlockSchema,
  faq: faqBlockSchema,
  closing: callToActionBandSchema,
  /** For the Course structured data. */
  course: z.strictObject({ name: z.string(), description: z.string() }),
});

/** A mentor's portrait, content/sparks/mentors/<name>.svg (scripts/draw-portraits.ts). */
const portrait = (file: string) => ({ src: `sparks/mentors/${file}`, alt: "" });

const apply = { label: "APPLY", link: externalLinks.sparksApplication, external: true };
const community = {
  label: "Join the community",
  link: externalLinks.sparksCommunity,
  external: true,
};

/** The mentors are sample people for the editors to replace (DECISIONS.md). */
export const sparksLandingPage = sparksLandingSchema.parse({
  seo: {
    title: `Sparks: free virtual tech training for women | ${identity.name}`,
    description:
      "Sparks is a free, virtual tech-skills programme for women: Product Design or Software Development, with mentors and a certificate. No strict experience needed.",
  },
  hero: {
    eyebrow: "Sparks · for women in tech",
    heading: "Your way into tech starts here",
    paragraphs: [
      `Sparks is the ${identity.name}'s free, virtual programme that trains women in Product Design or Software Development, with mentors beside you all the way.`,
      "You need no strict prior experience and you can join from any city. You finish with a certificate and a portfolio of real work.",
    ],
    ctas: [apply, community],
    image: {
      src: "sparks/images/women-in-tech",
      alt: "Illustration of a woman at a laptop with design and code windows around her",
    },
  },
  goals: {
    eyebrow: "Our goals",
    heading: "What Sparks sets out to do",
    cards: [
      {
        icon: "sparkle",
        heading: "Open the door",
        text: "Give women a free, well-guided first step into a tech career, whatever their background.",
      },
      {
        icon: "layers",
        heading: "Build real skills",
        text: "Teach the tools and habits that product and engineering teams use every day, through practice.",
      },
      {
        icon: "users",
        heading: "Grow a community",
        text: "Connect women in tech across Nigeria and beyond, so nobody has to find her way alone.",
      },
    ],
  },
  about: {
    anchor: sparksAnchors.about,
    eyebrow: "About Sparks",
    heading: "Learn from home, with people who care how you do",
    paragraphs: [
      `Sparks is run by the ${identity.name}, which has trained more than 1000 young Africans in five years. It exists because tech needs more women building it, and talent is everywhere, even where opportunity is not.`,
    ],
    points: [
      {
        heading: "Free",
        text: "There is nothing to pay: no fees to apply, learn or finish.",
      },
      {
        heading: "Virtual",
        text: "Classes and mentoring happen online. No particular city is needed.",
      },
      {
        heading: "Open to beginners",
        text: "No strict prior experience is needed, only curiosity and the time to practise.",
      },
      {
        heading: "Certified",
        text: "Every woman who completes her path receives a certificate at the end.",
      },
    ],
    image: {
      src: "sparks/images/learning-together",
      alt: "Illustration of three women on a video call, one sharing a design on screen",
    },
    imageSide: "start",
  },
  howItWorks: {
    anchor: sparksAnchors.howItWorks,
    eyebrow: "How to apply",
    heading: "Five steps to your first class",
    text: "Applying is free and happens online.",
    steps: [
      {
        heading: "Apply Online",
        text: "Fill in the short application form and choose your learning path.",
      },
      {
        heading: "Phone Call Interview",
        text: "A member of the Sparks team calls to get to know you and answer your questions.",
      },
      {
        heading: "Virtual Interview",
        text: "A video conversation about your goals and how much time you can give each week.",
      },
      {
        heading: "Get Selected",
        text: "We let every applicant know. If you are selected, you receive your welcome pack.",
      },
      {
        heading: "Start the experience",
        text: "Meet your cohort and your mentors, and begin your first lessons.",
      },
    ],
  },
  learning: {
    anchor: sparksAnchors.learning,
    eyebrow: "Learning paths",
    heading: "Two paths, one goal: a job-ready you",
    text: "Pick the path that fits you. Both are free, virtual and end with a certificate.",
    stackLabel: "What you will use",
    paths: [
      {
        headerText: "Product Design",
        icon: "pen-tool",
        stackList: ["Figma", "User research", "Wireframing", "Prototyping", "Design systems"],
        paragraphOne:
          "Learn how products are shaped around the people who use them: research a problem, sketch ideas, and design screens that are clear and accessible.",
        paragraphTwo:
          "You finish with case studies for your portfolio, showing how you went from a question to a tested design.",
      },
      {
        headerText: "Software Development",
        icon: "code",
        stackList: ["HTML", "CSS", "JavaScript", "React", "Git and GitHub"],
        paragraphOne:
          "Learn to build for the web from the ground up: structure pages, style them, and make them interactive with JavaScript.",
        paragraphTwo:
          "You finish with working projects on GitHub, the habits of a team developer and the confidence to keep learning.",
      },
    ],
  },
  mentors: {
    eyebrow: "Mentors",
    heading: "Women who have walked the road",
    text: "Our mentors design and build software for a living, and give their time to help you do the same.",
    people: [
      { name: "Chiamaka Nnaji", role: "Product Designer", portrait: portrait("chiamaka-nnaji") },
      { name: "Amara Okafor", role: "Frontend Engineer", portrait: portrait("amara-okafor") },
      { name: "Ebere Uzor", role: "UX Researcher", portrait: portrait("ebere-uzor") },
      { name: "Kosi Madu", role: "Software Engineer", portrait: portrait("kosi-madu") },
      { name: "Nneka Ibe", role: "Design Lead", portrait: portrait("nneka-ibe") },
      { name: "Ada Onyeka", role: "Engineering Manager", portrait: portrait("ada-onyeka") },
    ],
  },
  faq: {
    anchor: sparksAnchors.faq,
    eyebrow: "FAQ",
    heading: "Questions women ask us",
    text: "Still wondering about something? Our team will be glad to help.",
    items: [
      { question: "How much does Sparks cost?", answer: "Nothing. Sparks is free." },
      {
        question: "Do I need experience in tech?",
        answer:
          "No strict prior experience is needed. Curiosity, commitment and time to practise matter more.",
      },
      {
        question: "Where does it take place?",
        answer:
          "Sparks is virtual, so no particular city is needed. You learn from wherever you are.",
      },
      {
        question: "Which learning paths can I choose?",
        answer: "Two: Product Design and Software Development. You choose one when you apply.",
      },
      {
        question: "Will I get a certificate?",
        answer: "Yes. A certificate is given at the end of Sparks.",
      },
      {
        question: "How do I apply?",
        answer: [
          "Apply online with the application form.",
          "Have a phone call interview, then a virtual interview.",
          "Get selected, and start the experience.",
        ],
      },
    ],
    cta: { label: "CONTACT US", link: "/contact" },
  },
  closing: {
    eyebrow: "Sparks",
    heading: "Ready to start?",
    text: "Apply online, free, from wherever you are. Or join the community first and meet women already on the way.",
    ctas: [apply, community],
  },
  course: {
    name: "Sparks: tech skills for women",
    description:
      "A free, virtual tech-skills programme for women with two learning paths, Product Design and Software Development, and a certificate at the end.",
  },
});
