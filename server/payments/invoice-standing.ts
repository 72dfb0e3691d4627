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
