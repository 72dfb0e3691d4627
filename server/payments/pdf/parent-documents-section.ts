import { siteDate } from "#content-model/dates.ts";
import type { PaymentPagesWords } from "#content-model/site/payment-pages.ts";
import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
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
export function parentDocumentsSection(
  token: string,
  statement: InvoiceStatement,
  words: PaymentPagesWords["statement"]["documents"],
): Html {
  const query = `?token=${encodeURIComponent(token)}`;
  return html`<section class="bg-surface border-line mt-6 rounded-2xl border p-5"><h2 class="text-lead font-bold">${words.heading}</h2><form method="post" action="${parentDocumentPaths.invoice}${query}" class="mt-3"><button class="${looks.outlineButton}">${words.invoice}</button></form>${statement.payments.map(
    (payment) =>
      html`<form method="post" action="${parentDocumentPaths.receipt}${query}" class="mt-3"><input type="hidden" name="payment" value="${payment.id}"><button class="${looks.outlineButton}">${words.receipt.replace("{date}", siteDate(payment.paidOn))}</button></form>`,
  )}</section>`;
}
