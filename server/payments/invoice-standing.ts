import type { InvoiceStanding } from "#schemas/staff-payments.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";

/**
 * Where an invoice stands on a day (YYYY-MM-DD): paid in full; overdue when
 * less came in than the parts due by that day (all of it, for an invoice
 * paid in full only); else part paid, or unpaid.
 */
export function invoiceStanding(
  schedule: InvoiceSchedule,
  total: number,
  paid: number,
  today: string,
): InvoiceStanding {
  if (paid >= total) return "paid";
  const parts = schedule.parts.length > 0 ? schedule.parts : [schedule.full];
  const dueByToday = parts
    .filter((part) => part.due < today)
    .reduce((sum, part) => sum + part.amount, 0);
  if (paid < dueByToday) return "overdue";
  return paid > 0 ? "part-paid" : "unpaid";
}
