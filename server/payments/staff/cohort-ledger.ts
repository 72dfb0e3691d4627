import { type ApplicationContact, applicationContacts } from "#server/db/application-contacts.ts";
import { applicationNames } from "#server/db/application-names.ts";
import type { LedgerFilter, LedgerLine, LedgerTotals } from "#server/db/payment-ledger.ts";
import {
  lagosToday,
  type PaymentsPagesOptions,
} from "#server/payments/staff/payments-pages-options.ts";

/**
 * A call's ledger as it stands today in Enugu, the one day for all its
 * figures, worked out by the database (decision 231): `totals`, how many
 * invoices stand each way, what was collected (less refunds) and what is
 * outstanding, in whole kobo; `lines`, the invoices oldest first, each with
 * what came in and where it stands, of one standing or all, a page of them
 * when asked. Names are read apart (`withNames`), for the lines a page shows.
 */
export function cohortLedger(
  options: Pick<PaymentsPagesOptions, "payments" | "now">,
  call: string,
): {
  totals: () => Promise<LedgerTotals>;
  lines: (filter?: LedgerFilter) => Promise<LedgerLine[]>;
} {
  const today = lagosToday(options);
  const { ledger } = options.payments.repository;
  return {
    totals: () => ledger.totals(call, today),
    lines: (filter = {}) => ledger.lines(call, today, filter),
  };
}

/**
 * Lines with the parent's and child's names and how to reach the parent
 * (address, phone); none once the application is erased.
 */
export async function withNames(
  database: PaymentsPagesOptions["database"],
  lines: readonly LedgerLine[],
): Promise<(LedgerLine & { names: string[]; contact: ApplicationContact | null })[]> {
  const ids = lines.map((line) => line.applicationId);
  const [names, contacts] = await Promise.all([
    applicationNames(database, ids),
    applicationContacts(database, ids),
  ]);
  return lines.map((line) => ({
    ...line,
    names: names.get(line.applicationId) ?? [],
    contact: contacts.get(line.applicationId) ?? null,
  }));
}
