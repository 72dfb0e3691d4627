import type { FastifyReply, FastifyRequest } from "fastify";
import type { InvoiceStanding } from "#schemas/staff-payments.ts";
import { type PageFrame, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { applicationNames } from "#server/db/application-names.ts";
import {
  hasEnded,
  linkResendsPerHour,
  type StoredAlarm,
  type StoredInvoice,
  type StoredPayment,
} from "#server/db/payments-repository.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { invoiceStanding } from "#server/payments/invoice-standing.ts";
import type { PaymentDocumentFacts } from "#server/payments/pdf/payment-documents.ts";
import {
  type InvoiceAddress,
  invoiceParams,
  lagosToday,
  type PaymentsPagesOptions,
  paymentsFrame,
  paymentsPath,
} from "#server/payments/staff/payments-pages-options.ts";

/** An invoice as its staff page shows it, and as its PDFs print it. */
export type InvoiceSheet = PaymentDocumentFacts & {
  address: InvoiceAddress;
  id: number;
  paid: number;
  standing: InvoiceStanding;
  payments: StoredPayment[];
  alarms: StoredAlarm[];
  /** Why no payment link can be sent again (decision 240); null when one can. */
  linkRefusal: string | null;
};

/** Why a parent cannot be sent the payment link again, by the repository's refusals (resendPaymentLink). */
export const linkRefusals = {
  erased: "The application was erased: there is no address to send a link to.",
  ended: "The application was withdrawn or declined: nothing is to be paid, so no link is sent.",
  paid: "The invoice is paid in full: there is nothing left to pay, so no link is sent.",
  "too-many": `The link was sent again ${linkResendsPerHour} times in the last hour: the parent has it. Wait an hour, or give the parent the bank transfer details on the invoice.`,
} as const;

/** The page's reason no link can go, the repository's rule read ahead; null when one can. */
function linkRefusalOf(
  invoice: Pick<StoredInvoice, "email" | "stage" | "total">,
  paid: number,
): string | null {
  if (invoice.email === null) return linkRefusals.erased;
  if (hasEnded(invoice.stage)) return linkRefusals.ended;
  if (paid >= invoice.total) return linkRefusals.paid;
  return null;
}

/** The invoice an address names within its call, with all its page shows; undefined for none. */
export async function invoiceSheet(
  options: PaymentsPagesOptions,
  address: InvoiceAddress,
): Promise<InvoiceSheet | undefined> {
  const { repository } = options.payments;
  const invoice: StoredInvoice | undefined = await repository.findInvoiceByReference(
    address.reference,
  );
  if (!invoice || invoice.call !== address.call) return undefined;
  const schedule = invoice.schedule as InvoiceSchedule;
  const [payments, alarms, names] = await Promise.all([
    repository.paymentsOf(invoice.id),
    repository.alarms(invoice.call),
    applicationNames(options.database, [invoice.applicationId]),
  ]);
  const paid = repository.netPaid(payments);
  const content = options.content();
  const call = callNames(invoice.call, content);
  return {
    address,
    id: invoice.id,
    hub: content.identity,
    bank: content.bankDetails,
    invoice,
    programme: call.edition ? `${call.programme} (${call.edition})` : call.programme,
    schedule,
    payments,
    payer: names.get(invoice.applicationId) ?? [],
    paid,
    // An ended place owes nothing, as the cohort's ledger says (payment-ledger.ts).
    standing: hasEnded(invoice.stage)
      ? "withdrawn"
      : invoiceStanding(schedule, invoice.total, paid, lagosToday(options)),
    alarms: alarms.filter((alarm) => alarm.invoiceId === invoice.id),
    linkRefusal: linkRefusalOf(invoice, paid),
  };
}

/**
 * The invoice an address names, with the page frame to answer in; or, for
 * an address no invoice has, the 404 page that says so, already sent, and null.
 */
export async function requestedInvoice(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PaymentsPagesOptions,
): Promise<{ sheet: InvoiceSheet; frame: PageFrame } | null> {
  const address = invoiceParams(request.params);
  const frame = paymentsFrame(request, "Invoice", options);
  const sheet = address && (await invoiceSheet(options, address));
  if (sheet) return { sheet, frame };
  sendRefusal(reply, frame, 404, "There is no such invoice.", {
    href: address ? paymentsPath.call(address.call) : paymentsPath.calls,
    label: "Back to the invoices",
  });
  return null;
}
