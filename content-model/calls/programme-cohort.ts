import { formatNaira } from "#schemas/money.ts";
import { siteDate } from "../dates.ts";
import { fillWords } from "../fill-words.ts";
import type { CallOnDate } from "./calls.ts";
import { type Cohort, instalmentsOf } from "./cohort.ts";
import type { CohortWords } from "./cohort-words.ts";

/**
 * A programme's cohort as people read it, from its call's one record: on the
 * programme page (facts and the table of payments), its card and the brochure.
 */

/** The cohort's facts in words: dates, class days and hours, places and fee. */
export type CohortSummary = { dates: string; classes: string; places: string; fee: string };

export function cohortSummary(cohort: Cohort, words: CohortWords): CohortSummary {
  const values = {
    starts: siteDate(cohort.starts),
    ends: siteDate(cohort.ends),
    days: cohort.days,
    hours: cohort.hours,
    places: String(cohort.places),
    fee: formatNaira(cohort.fee),
  };
  return {
    dates: fillWords(words.dates, values),
    classes: fillWords(words.classes, values),
    places: fillWords(words.places, values),
    fee: fillWords(cohort.feePer === "month" ? words.feePerMonth : words.feePerCohort, values),
  };
}

/** One way to pay: in full, or an instalment, with its amount and the day it is due. */
export type PaymentRow = { option: string; amount: string; due: string };

export type PaymentTable = {
  caption: string;
  headers: CohortWords["payments"]["headers"];
  rows: PaymentRow[];
  howToPay: CohortWords["payments"]["howToPay"];
};

/**
 * How a cohort paid by the cohort is paid: in full by the closing date, when
 * the first instalment is due too, or in its two instalments. A fee per month
 * has no table, nor a call without a closing date, whose due dates are unknown.
 */
export function paymentTable(
  cohort: Cohort,
  closes: string | undefined,
  words: CohortWords["payments"],
): PaymentTable | undefined {
  if (cohort.feePer === "month" || closes === undefined) return undefined;
  const [first, second] = instalmentsOf(cohort, closes);
  const inFull = { option: words.inFull, amount: formatNaira(cohort.fee), due: siteDate(closes) };
  const instalments =
    first && second
      ? [
          {
            option: words.firstInstalment,
            amount: formatNaira(first.amount),
            due: siteDate(first.due),
          },
          {
            option: words.secondInstalment,
            amount: formatNaira(second.amount),
            due: siteDate(second.due),
          },
        ]
      : [];
  return {
    caption: words.caption,
    headers: words.headers,
    rows: [inFull, ...instalments],
    howToPay: words.howToPay,
  };
}

/** The programme page's section on its cohort, below its facts at a glance. */
export type CohortSection = {
  eyebrow: string;
  heading: string;
  note?: string;
  facts: { label: string; value: string }[];
  payments?: PaymentTable;
};

/**
 * The section for a programme's current call, or none when the call has no
 * cohort; a closed call's is its last cohort, with its fee but no table.
 */
export function cohortSection(
  call: CallOnDate | undefined,
  words: CohortWords,
): CohortSection | undefined {
  if (!call?.cohort) return undefined;
  const summary = cohortSummary(call.cohort, words);
  // Once the call has closed nobody can pay for its cohort: its past due dates would only mislead.
  const payments = call.open ? paymentTable(call.cohort, call.closes, words.payments) : undefined;
  return {
    eyebrow: words.eyebrow,
    heading: call.open ? words.heading : words.closedHeading,
    ...(call.open ? {} : { note: words.closedNote }),
    // The page's facts at a glance give the fee and class times; the table gives the fee again.
    facts: [
      { label: words.labels.dates, value: summary.dates },
      { label: words.labels.places, value: summary.places },
      ...(payments ? [] : [{ label: words.labels.fee, value: summary.fee }]),
    ],
    ...(payments && { payments }),
  };
}
