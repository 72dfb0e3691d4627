import * as z from "zod/mini";
import { formatNaira, type Kobo, koboSchema, sumKobo } from "#schemas/money.ts";
import { sampleMarker } from "../sample.ts";
import { textSchema } from "../text.ts";

/**
 * A kids call's edition as a cohort (issue 35): its dates, days and hours,
 * places and fee, in the call's file (content/calls/), one record for the
 * programme page, the programme card and the brochure. The fee is whole kobo.
 * Instalments store their amounts only: their due dates follow the rule of
 * DECISIONS.md (the first by the call's closing date, the second two weeks
 * before the cohort ends), so they cannot be wrong
 * (docs/decisions/185-cohort-fees-in-kobo-due-dates-by-rule.md).
 */

const isoDate = z.iso.date();

export const cohortShape = {
  /** The first day of classes. */
  starts: isoDate,
  /** The last day of classes. */
  ends: isoDate,
  /** "Monday to Friday": the days classes meet. */
  days: textSchema,
  /** "10am to 3pm": the hours of a class day. */
  hours: textSchema,
  places: z.int().check(z.positive({ error: "must be at least 1" })),
  fee: koboSchema,
  /** What the fee pays for: the whole cohort, or each month's course (Virtual Camp). */
  feePer: z.enum(["cohort", "month"]),
  /** Offered as well as paying in full: the two amounts, which add up to the fee. */
  instalments: z.optional(z.strictObject({ first: koboSchema, second: koboSchema })),
};

export const cohortSchema = z
  .strictObject({ ...cohortShape, sample: sampleMarker(cohortShape) })
  .check(
    z.refine((cohort) => cohort.starts <= cohort.ends, {
      message: "the cohort ends before it starts",
      path: ["ends"],
    }),
    z.refine((cohort) => cohort.feePer === "cohort" || cohort.instalments === undefined, {
      message: "a fee per month is paid month by month, not in two instalments",
      path: ["instalments"],
    }),
    z.refine(
      (cohort) => cohort.instalments === undefined || instalmentsTotal(cohort) === cohort.fee,
      {
        error: (issue) => {
          const cohort = issue.input as Cohort;
          return `the two instalments add up to ${formatNaira(instalmentsTotal(cohort))}, not the fee of ${formatNaira(cohort.fee)}`;
        },
        path: ["instalments"],
      },
    ),
  );

export type Cohort = z.infer<typeof cohortSchema>;

function instalmentsTotal(cohort: Pick<Cohort, "instalments">): Kobo {
  const { first, second } = cohort.instalments ?? {};
  return sumKobo(first === undefined || second === undefined ? [] : [first, second]);
}

/** The rule's second due date falls this many days before the cohort's last day. */
export const secondInstalmentDaysBeforeEnd = 14;

/** "2028-08-31" less some days, as YYYY-MM-DD. */
function daysBefore(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** When each instalment falls due: the first by the call's closing date, the second two weeks before the cohort ends. */
export function instalmentDueDates(
  cohort: Pick<Cohort, "ends">,
  callCloses: string,
): { first: string; second: string } {
  return { first: callCloses, second: daysBefore(cohort.ends, secondInstalmentDaysBeforeEnd) };
}

/** One instalment as a parent pays it. */
export type Instalment = { amount: Kobo; due: string };

/** A cohort's two instalments with their due dates, or none when it is paid in full only. */
export function instalmentsOf(cohort: Cohort, callCloses: string | undefined): Instalment[] {
  if (!cohort.instalments || callCloses === undefined) return [];
  const due = instalmentDueDates(cohort, callCloses);
  return [
    { amount: cohort.instalments.first, due: due.first },
    { amount: cohort.instalments.second, due: due.second },
  ];
}
