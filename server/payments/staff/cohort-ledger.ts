import type { InvoiceStanding } from "#schemas/staff-payments.ts";
import { payerNames } from "#server/db/payer-names.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { invoiceStanding } from "#server/payments/invoice-standing.ts";
import {
  lagosToday,
  type PaymentsPagesOptions,
} from "#server/payments/staff/payments-pages-options.ts";

/** One invoice of a cohort, in kobo, as the cohort's page and export show it. */
export type LedgerLine = {
  id: number;
  applicationId: number;
  reference: string;
  total: number;
  paid: number;
  outstanding: number;
  standing: InvoiceStanding;
  issuedAt: string;
};

export type CohortLedger = { lines: LedgerLine[]; collected: number; outstanding: number };

/**
 * A call's invoices, oldest first, each with what came in less refunds and
 * where it stands today; what was collected and what is outstanding, in
 * whole kobo. The repository reads the sums in one grouped query. Names
 * are read apart (`withNames`), for the lines a page shows: a cohort's
 * totals need none.
 */
export async function cohortLedger(
  options: Pick<PaymentsPagesOptions, "payments" | "now">,
  call: string,
): Promise<CohortLedger> {
  const today = lagosToday(options);
  const invoices = await options.payments.repository.invoicesOfCall(call);
  const lines = invoices.map((invoice) => ({
    id: invoice.id,
    applicationId: invoice.applicationId,
    reference: invoice.reference,
    total: invoice.total,
    paid: invoice.paid,
    outstanding: Math.max(0, invoice.total - invoice.paid),
    standing: invoiceStanding(
      invoice.schedule as InvoiceSchedule,
      invoice.total,
      invoice.paid,
      today,
    ),
    issuedAt: invoice.createdAt,
  }));
  return {
    lines,
    collected: lines.reduce((sum, line) => sum + line.paid, 0),
    outstanding: lines.reduce((sum, line) => sum + line.outstanding, 0),
  };
}

/** Lines with the parent's and child's names; none once the application is erased. */
export async function withNames(
  database: PaymentsPagesOptions["database"],
  lines: readonly LedgerLine[],
): Promise<(LedgerLine & { names: string[] })[]> {
  const names = await payerNames(
    database,
    lines.map((line) => line.applicationId),
  );
  return lines.map((line) => ({ ...line, names: names.get(line.applicationId) ?? [] }));
}
