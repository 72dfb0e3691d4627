import * as z from "zod/mini";
import { stepsBlockSchema } from "../blocks.ts";
import { externalLinks } from "../site/external-links.ts";
import { startzonePaths } from "./paths.ts";

/**
 * The two incubation programmes of SPEC §1 and their facts, written once:
 * pages, cards, the banner and the structured data read them from here.
 * Application status is fixed in content (SPEC §4): Springboard closed,
 * Startup Boost open.
 */
const programmeFactsSchema = z.strictObject({
  id: z.enum(["springboard", "start-up-boost"]),
  title: z.string(),
  path: z.string(),
  duration: z.string(),
  /** ISO 8601 duration, for the Course structured data. */
  durationIso: z.string().check(z.regex(/^P\d+[MW]$/)),
  applications: z.enum(["open", "closed"]),
  /** The open call's form; a closed programme has none. */
  applyLink: z.optional(z.url({ protocol: /^https$/ })),
  summary: z.string(),
});

export type StartzoneProgrammeFacts = z.infer<typeof programmeFactsSchema>;

export const springboard = programmeFactsSchema.parse({
  id: "springboard",
  title: "Springboard",
  path: startzonePaths.springboard,
  duration: "3 months",
  durationIso: "P3M",
  applications: "closed",
  summary:
    "A free three-month learning programme for young businesses, mainly in West Africa, covering the basics of running a company and the business behind it.",
});

export const startupBoost = programmeFactsSchema.parse({
  id: "start-up-boost",
  title: "Startup Boost",
  path: startzonePaths.startupBoost,
  duration: "6 months",
  durationIso: "P6M",
  applications: "open",
  applyLink: externalLinks.startupBoostApplication,
  summary:
    "A free six-month intensive programme for young African businesses, with mentors who work at global companies.",
});

/** SPEC §2: both programmes select founders in the same four steps. */
export const applicationSteps = stepsBlockSchema.parse({
  eyebrow: "How to join",
  heading: "Four steps from application to day one",
  text: "The same fair process for every founder, wherever you are.",
  steps: [
    {
      heading: "Online Application",
      text: "Tell us about your business, your team and the problem you solve. The form is online and free.",
    },
    {
      heading: "Objective Vetting",
      text: "We read every application against the same criteria: the problem, the team's commitment and what support could change.",
    },
    {
      heading: "Virtual Interview",
      text: "Shortlisted founders meet the Startzone team on a video call, so nobody has to travel to be considered.",
    },
    {
      heading: "Onboarding",
      text: "Selected founders join their cohort, meet their mentors and set the goals they will work on.",
    },
  ],
});
