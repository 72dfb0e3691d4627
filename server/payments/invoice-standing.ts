import type { InvoiceStanding } from "#schemas/staff-payments.ts";
import type { InvoicePart, InvoiceSchedule } from "#server/payments/invoice.ts";

/**
 * The parts a standing counts: the schedule's instalments, or the whole fee
 * when it is paid in full only. Stored with the invoice (decision 231), so
 * the cohort's pages ask the database where each invoice stands.
 */
export function standingParts(schedule: InvoiceSchedule): InvoicePart[] {
  return schedule.parts.length > 0 ? schedule.parts : [schedule.full];
}

/**
 * Where an invoice stands on a day (YYYY-MM-DD): paid in full; overdue when
 * less came in than the parts due by that day (all of it, for an invoice
 * paid in full only); else part paid, or unpaid. The cohort's pages ask the
 * same of the database (`standingSql` in server/db/payment-ledger.ts);
 * server/db/payment-ledger.test.ts holds the two to the same answers.
 */
export function invoiceStanding(
  schedule: InvoiceSchedule,
  total: number,
  paid: number,
  today: string,
): InvoiceStanding {
  if (paid >= total) return "paid";
  const dueByToday = standingParts(schedule)
    .filter((part) => part.due < today)
    .reduce((sum, part) => sum + part.amount, 0);
  if (paid < dueByToday) return "overdue";
  return paid > 0 ? "part-paid" : "unpaid";
}

/** Where one part of an invoice stands for the parent, and what is left of it in kobo. */
export type PartStanding = {
  part: InvoicePart;
  standing: "paid" | "part-paid" | "due" | "overdue";
  left: number;
};

/**
 * Each part's standing on a day (YYYY-MM-DD), what came in covering the
 * parts in the schedule's order, as `invoiceStanding` counts it: paid when
 * covered; overdue when its due day has passed and it is not; else part
 * paid, or due. The payment page shows it in words (decision 239).
 */
export function partStandings(
  schedule: InvoiceSchedule,
  paid: number,
  today: string,
): PartStanding[] {
  let before = 0;
  return standingParts(schedule).map((part) => {
    const covered = Math.min(part.amount, Math.max(0, paid - before));
    before += part.amount;
    const left = part.amount - covered;
    const standing =
      left === 0 ? "paid" : part.due < today ? "overdue" : covered > 0 ? "part-paid" : "due";
    return { part, standing, left };
  });
}
