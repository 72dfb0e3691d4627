import * as z from "zod/mini";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  heroBlockSchema,
  seoSchema,
  statementBlockSchema,
  statsBlockSchema,
} from "../blocks.ts";

/** /codeville/about: mission, vision and the count of children trained (SPEC §2). */
const codevilleAboutSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  mission: statementBlockSchema,
  vision: statementBlockSchema,
  impact: statsBlockSchema,
  closing: callToActionBandSchema,
});

export const codevilleAboutPage = codevilleAboutSchema.parse({
  seo: {
    title: `About Codeville, the kids' coding school | ${identity.name}`,
    description: `Why we teach children to code, what we hope for them, and the ${hubFacts.children.value}+ children who have learnt with us in Enugu.`,
  },
  hero: {
    eyebrow: "About Codeville",
    heading: "A coding school where children make things",
    paragraphs: [
      `Codeville is the children's school of the ${identity.name}. We opened it because the children of Enugu deserve the same head start in technology as children anywhere in the world.`,
      "Our classes are small, hands-on and noisy in the best way: children build, test, fail, fix and cheer each other on.",
    ],
    image: {
      src: "/images/codeville/graduates.svg",
      alt: "Illustration of smiling children in graduation caps holding certificates",
      width: 560,
      height: 460,
    },
  },
  mission: {
    eyebrow: "Our mission",
    heading: "Turn children from users of technology into its makers",
    text: "We teach coding, robotics and design through play and real projects, so children gain the skills, the confidence and the habits of mind to build what they imagine.",
  },
  vision: {
    eyebrow: "Our vision",
    heading: "A generation of African children who build the future, not just live in it",
    text: "We see children from Enugu growing into the engineers, designers and founders who solve problems for their communities and for the world.",
  },
  impact: {
    eyebrow: "So far",
    heading: "Children trained, and counting",
    text: "Every number is a child who built something they are proud of.",
    stats: [
      hubFacts.children,
      { value: 4, suffix: "", label: "programmes for ages 8 to 16" },
      hubFacts.trained,
      { value: 1, suffix: " year", label: "of free hub access for every graduate" },
    ],
  },
  closing: {
    heading: "Come and see the hub",
    text: "Parents are welcome to visit, meet the instructors and see the children at work.",
    ctas: [
      { label: "Contact us", link: "/codeville/contact" },
      { label: "See the programmes", link: "/codeville/programmes" },
    ],
  },
});
