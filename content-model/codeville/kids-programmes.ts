import * as z from "zod/mini";
import { textSchema } from "../text.ts";

/**
 * The kids' programmes of SPEC §1 (content/codeville/programmes/<id>.yaml)
 * and the rules they share (content/codeville/programme-rules.yaml).
 */

/** The programmes, in SPEC §1's order; a file's name is its id. */
export const programmeIds = [
  "kids-code-camp",
  "middle-class",
  "junior-academy",
  "virtual-camp",
] as const;
export type ProgrammeId = (typeof programmeIds)[number];

export const programmeFileSchema = z.strictObject({
  title: textSchema,
  catchPhrase: textSchema,
  summary: textSchema,
  /** What the programme's card shows; SPEC §1 gives "8-10" for the cards. */
  ageLimit: textSchema,
  /** What the programme's description says. */
  ages: textSchema,
  duration: textSchema,
  /** The duration for structured data (ISO 8601, "P1M"). */
  durationIso: z
    .string()
    .check(
      z.regex(
        /^P\d+[MWD]$/,
        "must be P, a number and M, W or D: P1M is a month, P6W six weeks, P30D 30 days",
      ),
    ),
  /** At the hub in Enugu, or online from home. */
  mode: z.enum(["onsite", "online"]),
  /** SPEC §3: the card type, which sets the card's colours and pattern. */
  cardType: z.enum(["entry", "junior", "advanced", "advancedVirtual"]),
  /** Who it is for, in a line, for the card and the overview. */
  forWhom: textSchema,
  requirements: z.array(textSchema).check(z.minLength(1)),
  tracks: z.optional(z.array(textSchema)),
  learningPath: z.optional(
    z.array(
      z.strictObject({
        name: textSchema,
        topics: z.array(textSchema),
        length: z.optional(textSchema),
      }),
    ),
  ),
});

export type ProgrammeFacts = z.infer<typeof programmeFileSchema> & { id: ProgrammeId };

export const programmeRulesSchema = z.strictObject({
  ages: z.strictObject({
    cardAgeLimit: textSchema,
    kidsCampDescription: textSchema,
    kidsCampFaq: textSchema,
    siteOverview: textSchema,
    virtualCamp: textSchema,
  }),
  /** The computer a Virtual Camp learner needs (SPEC §1). */
  learnerPc: textSchema,
  freeHubAccessYears: z.number().check(z.int(), z.positive()),
  /** How fees may be paid; the amounts and due dates are each cohort's (content-model/calls/cohort.ts). */
  payment: textSchema,
  afterProgramme: textSchema,
});

export type ProgrammeRules = z.infer<typeof programmeRulesSchema>;

/** A kids programme's page: its file's name is its address. */
export const programmePath = (id: string) => `/codeville/programmes/${id}`;
