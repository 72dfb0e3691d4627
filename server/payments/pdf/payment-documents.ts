import { siteDate } from "#content-model/dates.ts";
import type { BankDetails } from "#content-model/site/bank-details.ts";
import { addressLines, type Identity } from "#content-model/site/identity.ts";
import { formatNaira, kobo } from "#schemas/money.ts";
import { paymentMethodNames } from "#schemas/staff-payment-words.ts";
import {
  hasEnded,
  type StoredInvoice,
  type StoredPayment,
} from "#server/db/payments-repository.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { type PdfLine, writePdf } from "#server/payments/pdf/pdf-writer.ts";

/** What an invoice or a receipt prints: the hub and its account from content, the invoice and its payments. */
export type PaymentDocumentFacts = {
  hub: Identity;
  bank: BankDetails;
  invoice: Pick<StoredInvoice, "reference" | "total" | "createdAt" | "stage">;
  /** "Kids Code Camp (2024)". */
  programme: string;
  schedule: InvoiceSchedule;
  payments: readonly StoredPayment[];
  /** The names the application gives (parent, child); none once it is erased. */
  payer: readonly string[];
};

const naira = (amount: number) => formatNaira(kobo(Math.max(0, amount)));

const signed = (payment: Pick<StoredPayment, "method" | "amount">) =>
  payment.method === "refund" ? -payment.amount : payment.amount;

function letterhead(hub: Identity): PdfLine[] {
  return [
    { heading: hub.legalName },
    { text: [...addressLines(hub.address), hub.phone, hub.email].join(" · "), muted: true },
    { gap: 12 },
  ];
}

function payerLines(facts: PaymentDocumentFacts): PdfLine[] {
  return facts.payer.length > 0 ? [{ label: "For", value: facts.payer.join(", ") }] : [];
}

/** A document's file name: its kind and the invoice's reference, nothing of the payer. */
export function documentFileName(kind: "invoice" | "receipt", reference: string, payment?: number) {
  return payment === undefined ? `${kind}-${reference}.pdf` : `${kind}-${reference}-${payment}.pdf`;
}

/**
 * The invoice as a PDF (issue 35): the hub's name and address and its bank
 * account, from content; the reference to quote; the total, in full by a
 * day or the parts with their due dates; what was paid and what remains.
 */
export function invoicePdf(facts: PaymentDocumentFacts): Promise<Uint8Array> {
  const { invoice, schedule } = facts;
  const paid = facts.payments.reduce((sum, payment) => sum + signed(payment), 0);
  const lines: PdfLine[] = [
    ...letterhead(facts.hub),
    { heading: `Invoice ${invoice.reference}` },
    { label: "Issued", value: siteDate(invoice.createdAt.slice(0, 10)) },
    ...payerLines(facts),
    { label: "For a place at", value: facts.programme },
    { gap: 8 },
    { label: "Total", value: naira(invoice.total), bold: true },
    { label: `In full, due ${siteDate(schedule.full.due)}`, value: naira(schedule.full.amount) },
    ...(schedule.parts.length > 0
      ? [
          { text: "Or in parts:", muted: true },
          ...schedule.parts.map((part) => ({
            label: `${part.label}, due ${siteDate(part.due)}`,
            value: naira(part.amount),
          })),
        ]
      : []),
    { gap: 8 },
    ...paidLines(invoice.total, paid, hasEnded(invoice.stage)),
    { gap: 8 },
    { heading: "Pay by bank transfer" },
    { label: "Bank", value: facts.bank.bank },
    { label: "Account name", value: facts.bank.accountName },
    { label: "Account number", value: facts.bank.accountNumber },
    { label: "Narration (reference)", value: invoice.reference, bold: true },
    { text: `Quote ${invoice.reference} with every transfer so the hub knows the money is yours.` },
    { gap: 8 },
    { text: `Questions? Call ${facts.hub.phone}, ${facts.hub.workHours}.`, muted: true },
  ];
  return writePdf({ title: `Invoice ${invoice.reference}`, author: facts.hub.legalName }, lines);
}

/**
 * What came in and what is left; money past the fees is said as money the
 * hub will refund, never as a negative "still to pay" (decision 239).
 */
function paidLines(total: number, paid: number, ended: boolean): PdfLine[] {
  if (ended) {
    return [
      { label: "Paid so far", value: naira(paid) },
      { label: "Owed", value: "Nothing: the place was withdrawn", bold: true },
      ...(paid > 0 ? [{ label: "To be refunded", value: naira(paid), bold: true }] : []),
    ];
  }
  const over = paid - total;
  return [
    { label: "Paid so far", value: naira(paid) },
    over > 0
      ? { label: "Received over the fees, to be refunded", value: naira(over), bold: true }
      : { label: "Still to pay", value: naira(total - paid), bold: true },
  ];
}

/**
 * The receipt of one payment or refund as a PDF: what came in (or went
 * back), how and on which day, and where the invoice stood after it;
 * null for a payment the invoice does not have.
 */
export async function receiptPdf(
  facts: PaymentDocumentFacts,
  paymentId: number,
): Promise<Uint8Array | null> {
  const index = facts.payments.findIndex((payment) => payment.id === paymentId);
  const payment = facts.payments[index];
  if (!payment) return null;
  const paidAfter = facts.payments.slice(0, index + 1).reduce((sum, each) => sum + signed(each), 0);
  const refund = payment.method === "refund";
  const lines: PdfLine[] = [
    ...letterhead(facts.hub),
    {
      heading: refund
        ? `Refund on invoice ${facts.invoice.reference}`
        : `Receipt for invoice ${facts.invoice.reference}`,
    },
    { label: "Receipt number", value: `${facts.invoice.reference}-${payment.id}` },
    ...payerLines(facts),
    { label: "For a place at", value: facts.programme },
    { gap: 8 },
    { label: refund ? "Refunded" : "Received", value: naira(payment.amount), bold: true },
    { label: "How", value: paymentMethodNames[payment.method] },
    { label: "On", value: siteDate(payment.paidOn) },
    { gap: 8 },
    { label: "Invoice total", value: naira(facts.invoice.total) },
    // A receipt says where the invoice stood after its payment: only a refund, made once the
    // place ended, says nothing is owed; a payment's receipt keeps its figures of the day.
    ...paidLines(facts.invoice.total, paidAfter, refund && hasEnded(facts.invoice.stage)),
    { gap: 8 },
    { text: "Please keep this receipt.", muted: true },
  ];
  return writePdf(
    { title: `Receipt ${facts.invoice.reference}-${payment.id}`, author: facts.hub.legalName },
    lines,
  );
}
