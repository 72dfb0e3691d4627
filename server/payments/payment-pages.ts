import { createHash } from "node:crypto";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import type { BankDetails } from "#schemas/content/bank-details.ts";
import { siteDate } from "#schemas/content/dates.ts";
import { formatNaira, kobo } from "#schemas/money.ts";
import type { InvoiceStatement } from "#server/payments/payments.ts";

/**
 * The payment pages the service draws itself (issue 35): what is due is
 * known only when the link's button is pressed, so no prerendered page can
 * show it. Plain HTML with one inline style sheet, readable without
 * JavaScript, on a phone first.
 */

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f7f7f5}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;line-height:1.25}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.4rem .25rem;border-bottom:1px solid #ddd}
td.amount,th.amount{text-align:right}section{background:#fff;border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}
button{font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#0b6b3a;color:#fff;width:100%;margin:.25rem 0;cursor:pointer}
.due{font-size:1.25rem;font-weight:700}.note{color:#555;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}`;

const styleHash = `'sha256-${createHash("sha256").update(style, "utf8").digest("base64")}'`;

/**
 * The pages' policy: nothing loads but their own style sheet; forms post to
 * the service, whose checkout answer sends the browser on to Paystack's page
 * (a redirect after a form post is held to form-action too).
 */
export function paymentPagePolicy(checkoutOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    `form-action 'self' ${checkoutOrigins.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const naira = (amount: number) => escapeHtml(formatNaira(kobo(amount)));

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export type HubWords = { name: string; phone: string; workHours: string };

function help(hub: HubWords): string {
  return `<p class="note">Questions? Call ${escapeHtml(hub.name)} on ${escapeHtml(hub.phone)}, ${escapeHtml(hub.workHours)}.</p>`;
}

/** What the link opens: one button, since mail scanners open links but press no buttons. */
export function invoiceLinkPage(hub: HubWords): string {
  return page(
    "Your invoice",
    `<h1>Your invoice from ${escapeHtml(hub.name)}</h1><p>Press the button to see what is due and how to pay.</p><form method="post"><button>Show my invoice</button></form>${help(hub)}`,
  );
}

/** A link that is broken, expired, or for an invoice that is gone. */
export function invalidLinkPage(hub: HubWords): string {
  return page(
    "This link does not work",
    `<h1>This link does not work</h1><p>It may have expired, or it was copied only in part. Nothing has been charged.</p><p>Call us and we will send you a new one.</p>${help(hub)}`,
  );
}

/** A choice the service cannot take, with the reason. */
export function refusedPage(reason: string, hub: HubWords): string {
  return page(
    "Not possible",
    `<h1>That did not work</h1><p>${escapeHtml(reason)}</p><p>Go back to the invoice and try again. Nothing has been charged.</p>${help(hub)}`,
  );
}

/** Ended applications in the parent's words: the place is no longer theirs to pay for. */
const endedWords = {
  withdrawn: "the place was withdrawn",
  declined: "the application was declined",
} as const;

function endedReason(stage: AdmissionStage): string {
  return stage === "declined" ? endedWords.declined : endedWords.withdrawn;
}

/** An invoice whose application was withdrawn or declined: nothing can be paid on it. */
export function endedPage(reference: string, stage: AdmissionStage, hub: HubWords): string {
  return page(
    "Nothing to pay",
    `<h1>There is nothing to pay on invoice ${escapeHtml(reference)}</h1><p>This invoice can no longer be paid: ${escapeHtml(endedReason(stage))}. Nothing has been charged.</p><p>If you think this is a mistake, or you paid already, please contact us.</p>${help(hub)}`,
  );
}

export type StatementPageOptions = {
  hub: HubWords;
  bank: BankDetails;
  /** Where the Paystack buttons post, token included; null when online payment is off. */
  checkoutAction: string | null;
  /** The download buttons of the invoice and receipts (server/payments/pdf), already escaped markup. */
  documents?: string;
};

/** The invoice as a parent reads it: what was paid, what falls due when, and the ways to pay. */
export function statementPage(statement: InvoiceStatement, options: StatementPageOptions): string {
  const { invoice, schedule, paid, rest } = statement;
  const rows = (schedule.parts.length > 0 ? schedule.parts : [schedule.full])
    .map(
      (part) =>
        `<tr><td>${escapeHtml(part.label)}</td><td>${escapeHtml(siteDate(part.due))}</td><td class="amount">${naira(part.amount)}</td></tr>`,
    )
    .join("");
  const online =
    rest === 0
      ? ""
      : options.checkoutAction === null
        ? `<section><h2>How to pay</h2><p>Pay by bank transfer into the hub's account below, quoting your invoice reference. We record your payment and email you a receipt.</p></section>`
        : `<section><h2>Pay with card, bank or USSD (Paystack)</h2><p>You pay on Paystack's secure page; your card details go to Paystack, never to us.</p>${statement.choices
            .map(
              (choice) =>
                `<form method="post" action="${escapeHtml(options.checkoutAction ?? "")}"><input type="hidden" name="amount" value="${choice.amount}"><button>Pay ${naira(choice.amount)}: ${escapeHtml(choice.label.toLowerCase())}</button></form>`,
            )
            .join("")}</section>`;
  const transfer =
    rest === 0
      ? ""
      : `<section><h2>Pay by bank transfer</h2><dl><dt>Bank</dt><dd>${escapeHtml(options.bank.bank)}</dd><dt>Account name</dt><dd>${escapeHtml(options.bank.accountName)}</dd><dt>Account number</dt><dd>${escapeHtml(options.bank.accountNumber)}</dd><dt>Narration</dt><dd>${escapeHtml(invoice.reference)}</dd></dl><p>Write <strong>${escapeHtml(invoice.reference)}</strong> as the transfer's narration (description) so we know the money is yours. We record it within two working days and email you a receipt.</p></section>`;
  return page(
    `Invoice ${invoice.reference}`,
    `<h1>Invoice ${escapeHtml(invoice.reference)}</h1><p>${escapeHtml(statement.programme)}</p><section><dl><dt>Total</dt><dd>${naira(invoice.total)}</dd><dt>Paid so far</dt><dd>${naira(Math.max(0, paid))}</dd><dt>Still to pay</dt><dd class="due">${naira(rest)}</dd></dl>${
      rest === 0 ? "<p>Thank you: this invoice is paid in full.</p>" : ""
    }<table><thead><tr><th>Payment</th><th>Due by</th><th class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table>${
      schedule.parts.length > 0
        ? `<p class="note">Or pay ${naira(schedule.full.amount)} in full by ${escapeHtml(siteDate(schedule.full.due))}.</p>`
        : ""
    }</section>${online}${transfer}${options.documents ?? ""}${help(options.hub)}`,
  );
}

export type PaymentResult =
  | { kind: "received"; reference: string; amount: number }
  | { kind: "held"; reference: string }
  | { kind: "to-refund"; reference: string; amount: number; ended: AdmissionStage }
  | { kind: "not-paid" }
  | { kind: "unknown" }
  | { kind: "unavailable" };

/** Where the parent lands back from Paystack: what happened, in plain words. */
export function paymentResultPage(result: PaymentResult, hub: HubWords): string {
  switch (result.kind) {
    case "received":
      return page(
        "Payment received",
        `<h1>Thank you: payment received</h1><p>We received ${naira(result.amount)} for invoice ${escapeHtml(result.reference)}. A receipt is on its way to your email.</p>${help(hub)}`,
      );
    case "held":
      return page(
        "We are checking your payment",
        `<h1>We are checking your payment</h1><p>Paystack told us of a payment for invoice ${escapeHtml(result.reference)} that does not match what we asked for, so we have not recorded it yet. Our team has been told and will contact you; you do not need to pay again.</p>${help(hub)}`,
      );
    case "to-refund":
      return page(
        "Payment received: we will refund it",
        `<h1>We received your payment, and will refund it</h1><p>We received ${naira(result.amount)} for invoice ${escapeHtml(result.reference)}, but ${escapeHtml(endedReason(result.ended))}. Our team has been told and will refund it; please contact us if you have questions.</p>${help(hub)}`,
      );
    case "not-paid":
      return page(
        "Payment not completed",
        `<h1>The payment was not completed</h1><p>Nothing was recorded. If money left your account, Paystack will tell us and we will record it; otherwise open the link in your email again to try once more, or pay by bank transfer.</p>${help(hub)}`,
      );
    case "unknown":
      return page(
        "Unknown payment",
        `<h1>We do not know this payment</h1><p>This address does not name a payment we started. Open the link in your email to see your invoice.</p>${help(hub)}`,
      );
    case "unavailable":
      return page(
        "Please check again soon",
        `<h1>We could not reach Paystack just now</h1><p>If you paid, your payment is safe: Paystack tells us of it separately, and we email your receipt when it arrives. Please do not pay again; call us if no receipt comes within a day.</p>${help(hub)}`,
      );
  }
}
