import { siteDate } from "#schemas/content/dates.ts";
import { html } from "#server/admissions/staff/staff-html.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import type { InvoiceStatement } from "#server/payments/payments.ts";

/** Where the statement's download buttons post, the link's token in the address as for the statement. */
export const parentDocumentPaths = {
  invoice: `${paymentPaths.invoice}/invoice.pdf`,
  receipt: `${paymentPaths.invoice}/receipt.pdf`,
} as const;

/**
 * The statement page's download buttons: the invoice, and a receipt per
 * payment. Forms that post, as the statement's own button does, so a mail
 * scanner following links downloads nothing; the token rides in the address.
 */
export function parentDocumentsSection(token: string, statement: InvoiceStatement): string {
  const query = `?token=${encodeURIComponent(token)}`;
  return html`<section><h2>Your documents</h2><form method="post" action="${parentDocumentPaths.invoice}${query}"><button>Download the invoice (PDF)</button></form>${statement.payments.map(
    (payment) =>
      html`<form method="post" action="${parentDocumentPaths.receipt}${query}"><input type="hidden" name="payment" value="${payment.id}"><button>Receipt for ${siteDate(payment.paidOn)} (PDF)</button></form>`,
  )}</section>`.text;
}
