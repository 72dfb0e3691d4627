import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { heroBlockSchema, seoSchema } from "../blocks.ts";
import { externalLinks } from "../site/external-links.ts";

/** /codeville/closed-app: where Apply leads while no application form is open (SPEC §2, §8). */
const closedAppPageSchema = z.strictObject({ seo: seoSchema, hero: heroBlockSchema });

export const closedAppPage = closedAppPageSchema.parse({
  seo: {
    title: `Application is closed | Codeville | ${identity.name}`,
    description:
      "Applications for this Codeville programme are closed for now. Join the waitlist and we will tell you when the next cohort opens.",
  },
  hero: {
    eyebrow: "Codeville applications",
    heading: "Application is closed",
    paragraphs: [
      "We are not taking applications for this programme right now. New cohorts open a few times a year, usually ahead of the school holidays.",
      "Join the waitlist and we will email you as soon as applications open again, before we announce it anywhere else.",
    ],
    ctas: [
      { label: "Join the waitlist", link: externalLinks.codevilleWaitlist, external: true },
      { label: "Go to Home", link: "/codeville" },
    ],
    image: {
      src: "/images/codeville/applications-closed.svg",
      alt: "Illustration of a classroom door with a sign that says see you soon, and a calendar beside it",
      width: 480,
      height: 400,
    },
  },
});
