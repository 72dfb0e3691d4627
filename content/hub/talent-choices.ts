import * as z from "zod/mini";

/**
 * The choice lists of the two talent forms (issue 23), which staff change as
 * the hub's tracks and clients change. A form sends the chosen label as it
 * reads here; the lead service stores it as text, so renaming or removing a
 * choice never breaks a stored lead.
 */
const choiceListSchema = z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(
  z.minLength(2),
  z.refine((choices) => new Set(choices).size === choices.length, {
    message: "each choice appears once",
  }),
);

const talentChoicesSchema = z.strictObject({
  /** What an applicant builds with (the application's "stack"). */
  stacks: choiceListSchema,
  /** How far along a person is (the application's and the company's "skill requirement"). */
  skillLevels: choiceListSchema,
  /** How a company wants to work with the talent (its "level of commitment"). */
  commitments: choiceListSchema,
});

export type TalentChoices = z.infer<typeof talentChoicesSchema>;

export const talentChoices = talentChoicesSchema.parse({
  stacks: [
    "Frontend development",
    "Backend development",
    "Full-stack development",
    "Mobile development",
    "Product design (UI/UX)",
    "Data analysis",
    "Cloud and DevOps",
    "Software testing (QA)",
  ],
  skillLevels: [
    "Beginner: learning the basics",
    "Junior: up to 2 years of practice",
    "Intermediate: 2 to 4 years",
    "Senior: 5 years or more",
  ],
  commitments: ["Full-time", "Part-time", "Contract or project", "Internship"],
});

/**
 * How many months an application and its résumé are kept. The lead service's
 * RESUME_RETENTION_MONTHS defaults to this figure and /privacy states it:
 * change both together.
 */
export const resumeRetentionMonths = 12;
