import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
import { newFormToken } from "#server/payments/staff/form-token.ts";
import { paymentsPath } from "#server/payments/staff/payments-pages-options.ts";
import type { InvoiceSheet } from "#server/payments/staff/requested-invoice.ts";

/**
 * The invoice page's "Send the payment link again" (decision 240): a plain
 * form with a one-time token, one mail per press; or why no link can go.
 * A refusal of a press is said above the button, where the page opens.
 */
export function paymentLinkSection(sheet: InvoiceSheet, refused: string | null): Html {
  return html`<section aria-labelledby="link-title" class="bg-surface-muted rounded-card mt-4 p-4">
<h2 id="link-title" class="font-semibold">The parent's payment link</h2>
${refused ? html`<p role="alert" id="link-refused" class="bg-surface rounded-card mt-2 p-3 font-semibold">${refused}</p>` : ""}
${
  sheet.linkRefusal
    ? refused
      ? ""
      : html`<p class="mt-2">${sheet.linkRefusal}</p>`
    : html`<p class="text-small mt-1">A parent whose link does not work gets a new one by mail, to the address of the application.</p>
<form method="post" action="${paymentsPath.resendLink(sheet.address)}#link-refused" class="mt-2">
<input type="hidden" name="formToken" value="${newFormToken()}">
<button type="submit" class="${looks.outlineButton}">Send the payment link again</button>
</form>`
}
</section>`;
}
