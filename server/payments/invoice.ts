import type { Call } from "#content-model/calls/calls.ts";
import { type Cohort, instalmentsOf } from "#content-model/calls/cohort.ts";
import { type Kobo, kobo, sumKobo } from "#schemas/money.ts";

/** One amount a parent may pay, and the day it falls due (YYYY-MM-DD). */
export type InvoicePart = { label: string; amount: Kobo; due: string };

/**
 * The ways to pay an invoice: in full, and the parts it may be paid in
 * instead (the cohort's two instalments, or one part per month of a monthly
 * course); `parts` is empty when the fee is paid in full only.
 */
export type InvoiceSchedule = { full: InvoicePart; parts: InvoicePart[] };

export type InvoiceTerms = { total: Kobo; schedule: InvoiceSchedule };

export type InvoiceRefusal = { refused: string };

const monthNames = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Each calendar month a monthly course runs in, with the day its part falls
 * due: the first class day for the first month, the 1st for the others.
 */
function monthlyParts(cohort: Cohort): InvoicePart[] {
  const parts: InvoicePart[] = [];
  const cursor = new Date(`${cohort.starts}T00:00:00Z`);
  const last = cohort.ends.slice(0, 7);
  while (cursor.toISOString().slice(0, 7) <= last) {
    const day = cursor.toISOString().slice(0, 10);
    parts.push({ label: monthNames.format(cursor), amount: cohort.fee, due: day });
    cursor.setUTCDate(1);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return parts;
}

/**
 * What a place on a call costs and when it falls due, from the call's cohort
 * (docs/decisions/185-cohort-fees-in-kobo-due-dates-by-rule.md): in full by
 * the closing date (or the first class day when the call names none), or the
 * two instalments by the rule, or month by month. A call without a fee
 * (Startzone, Sparks, a kids call with no cohort) is refused with the reason.
 */
export function invoiceTerms(call: Call): InvoiceTerms | InvoiceRefusal {
  const cohort = call.cohort;
  if (!cohort) {
    return {
      refused: "This call has no fee: its programme is free, so there is nothing to invoice.",
    };
  }
  if (cohort.fee === 0) return { refused: "This call's fee is ₦0: there is nothing to invoice." };
  if (cohort.feePer === "month") {
    const parts = monthlyParts(cohort);
    const total = sumKobo(parts.map((part) => part.amount));
    const first = parts[0]?.due ?? cohort.starts;
    return { total, schedule: { full: { label: "In full", amount: total, due: first }, parts } };
  }
  const instalments = instalmentsOf(cohort, call.closes);
  const labels = ["First instalment", "Second instalment"];
  return {
    total: kobo(cohort.fee),
    schedule: {
      full: { label: "In full", amount: cohort.fee, due: call.closes ?? cohort.starts },
      parts: instalments.map((instalment, index) => ({
        label: labels[index] ?? `Instalment ${index + 1}`,
        ...instalment,
      })),
    },
  };
}
