import type { FastifyRequest } from "fastify";
import { callParam } from "#server/admissions/staff/application-params.ts";
import type { PageFrame } from "#server/admissions/staff/staff-html.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import type { Database } from "#server/db/database.ts";
import { lagosTime } from "#server/lagos-time.ts";
import type { Payments } from "#server/payments/payments.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";

export type PaymentsPagesOptions = {
  payments: Payments;
  audit: AuditLog;
  /** For the payers' names, read from their applications (an erased one has none). */
  database: Pick<Database, "db">;
  /** The live release's calls: which are paid, their names, the hub's bank account. */
  content: () => ServiceContent;
  /** The staff UI's stylesheet (shellStylesheet), null when it is not built. */
  stylesheet: string | null;
  now: () => Date;
};

/** Today in Enugu (YYYY-MM-DD): what is overdue depends on it. */
export function lagosToday(options: Pick<PaymentsPagesOptions, "now">): string {
  return lagosTime(options.now().toISOString()).slice(0, 10);
}

/** An invoice's reference, as the application's (`KCC-2027-0001`). */
const invoiceReferenceShape = /^[A-Z]{3}-\d{4}-\d{4,9}$/;

export type InvoiceAddress = { call: string; reference: string };

/** The call and invoice an address names, or null for one no invoice could have. */
export function invoiceParams(params: unknown): InvoiceAddress | null {
  const call = callParam(params);
  const reference = (params as { reference?: unknown }).reference;
  return call && typeof reference === "string" && invoiceReferenceShape.test(reference)
    ? { call, reference }
    : null;
}

export function paymentsFrame(
  request: FastifyRequest,
  title: string,
  options: Pick<PaymentsPagesOptions, "stylesheet">,
): PageFrame {
  return { title, stylesheet: options.stylesheet, staff: request.staff, section: "/payments" };
}

export const paymentsPath = {
  calls: "/payments",
  call: (call: string) => `/payments/${call}`,
  export: (call: string) => `/payments/${call}/export.csv`,
  invoice: ({ call, reference }: InvoiceAddress) => `/payments/${call}/${reference}`,
  record: (address: InvoiceAddress) => `${paymentsPath.invoice(address)}/payments`,
  resendLink: (address: InvoiceAddress) => `${paymentsPath.invoice(address)}/payment-link`,
  invoicePdf: (address: InvoiceAddress) => `${paymentsPath.invoice(address)}/invoice.pdf`,
  receiptPdf: (address: InvoiceAddress, payment: number) =>
    `${paymentsPath.invoice(address)}/receipts/${payment}.pdf`,
  alarmDealtWith: (alarm: number) => `/payments/alarms/${alarm}/dealt-with`,
} as const;
