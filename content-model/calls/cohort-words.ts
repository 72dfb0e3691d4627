import * as z from "zod/mini";
import { textSchema } from "../text.ts";

/**
 * The words a kids programme's cohort is shown with, on its page, its card and
 * in the brochure (content/codeville/programme-page-words.yaml, `cohort`). The
 * facts themselves are the call's cohort (content-model/calls/cohort.ts); a text
 * names them as {starts}, {ends}, {days}, {hours}, {places} and {fee}.
 */
export const cohortWordsSchema = z.strictObject({
  eyebrow: textSchema,
  /** While the programme's call is open. */
  heading: textSchema,
  /** Once it has closed: the cohort shown is the last one. */
  closedHeading: textSchema,
  closedNote: textSchema,
  labels: z.strictObject({
    dates: textSchema,
    classes: textSchema,
    places: textSchema,
    fee: textSchema,
  }),
  dates: textSchema,
  classes: textSchema,
  places: textSchema,
  feePerCohort: textSchema,
  feePerMonth: textSchema,
  payments: z.strictObject({
    caption: textSchema,
    headers: z.strictObject({ option: textSchema, amount: textSchema, due: textSchema }),
    inFull: textSchema,
    firstInstalment: textSchema,
    secondInstalment: textSchema,
    /** How a place is paid for, under the table: after the offer, by the invoice, which ways (decision 239). */
    howToPay: z.strictObject({
      heading: textSchema,
      afterOffer: textSchema,
      ways: textSchema,
      parts: textSchema,
    }),
  }),
});

export type CohortWords = z.infer<typeof cohortWordsSchema>;
