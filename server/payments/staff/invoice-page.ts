import type { FastifyReply } from "fastify";
import { siteDate } from "#content-model/dates.ts";
import { invoiceStandingNames, paymentMethodNames } from "#schemas/staff-payment-words.ts";
import type { staffPaymentMethods } from "#schemas/staff-payments.ts";
import {
  type Html,
  html,
  looks,
  type PageFrame,
  sendPage,
} from "#server/admissions/staff/staff-html.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";
import { newFormToken } from "#server/payments/staff/form-token.ts";
import { nairaText } from "#server/payments/staff/naira-text.ts";
import { alarmList } from "#server/payments/staff/payment-alarms.ts";
import { paymentLinkSection } from "#server/payments/staff/payment-link-section.ts";
import { paymentsPath } from "#server/payments/staff/payments-pages-options.ts";
import type { InvoiceSheet } from "#server/payments/staff/requested-invoice.ts";

export type StaffMethod = (typeof staffPaymentMethods)[number];

/** A recording form as it was sent, kept when it is refused, with the reason. */
export type SentForm = {
  method: StaffMethod;
  amount: string;
  paidOn: string;
  note: string;
  /** "The parent paid more than is due" ticked (a transfer's form only). */
  overPaid: boolean;
  /** Kept when refused: nothing was recorded under it, and the corrected form is still one form. */
  formToken: string;
  refused: string;
};

/** The words of each recording form. */
const forms = {
  "bank-transfer": {
    title: "Record a bank transfer",
    button: "Record the transfer",
    amountHelp: "In naira, as the bank statement shows it, for example 75,000.",
    recorded: "The transfer is recorded. The parent is being sent a receipt.",
  },
  refund: {
    title: "Record a refund",
    button: "Record the refund",
    amountHelp: "In naira: what went back to the parent, at most what was paid.",
    recorded: "The refund is recorded. The parent is being told by mail.",
  },
} as const satisfies Record<StaffMethod, Record<string, string>>;

function recordingForm(
  sheet: InvoiceSheet,
  method: StaffMethod,
  today: string,
  sent: SentForm | null,
): Html {
  const words = forms[method];
  const kept = sent?.method === method ? sent : null;
  const id = (field: string) => `${method}-${field}`;
  // The action names the refusal's id: a refused post, answered with the whole
  // page, opens at the reason above this form, not at the page's top with the
  // reason below the fold of a phone. A recorded one redirects to a page
  // without that id, which opens at its top and its "recorded" line.
  return html`<section aria-labelledby="${id("title")}" class="bg-surface-muted rounded-card mt-4 p-4">
<h2 id="${id("title")}" class="font-semibold">${words.title}</h2>
${kept ? html`<p role="alert" id="${id("refused")}" class="bg-surface rounded-card mt-2 p-3 font-semibold">${kept.refused}</p>` : ""}
<form method="post" action="${paymentsPath.record(sheet.address)}#${id("refused")}" class="mt-2 flex flex-col gap-3">
<input type="hidden" name="method" value="${method}">
<input type="hidden" name="formToken" value="${kept?.formToken ?? newFormToken()}">
<div class="flex flex-col gap-1.5">
<label for="${id("amount")}" class="${looks.label}">Amount (₦)</label>
<input id="${id("amount")}" name="amount" inputmode="decimal" autocomplete="off" required maxlength="20" value="${kept?.amount ?? ""}" class="${looks.control}" aria-describedby="${id("amount-help")}${kept ? ` ${id("refused")}` : ""}"${kept ? html` aria-invalid="true"` : ""}>
<p id="${id("amount-help")}" class="text-small text-ink-soft">${words.amountHelp}</p>
</div>
<div class="flex flex-col gap-1.5">
<label for="${id("paid-on")}" class="${looks.label}">Day the money moved</label>
<input id="${id("paid-on")}" name="paidOn" type="date" required max="${today}" value="${kept?.paidOn ?? today}" class="${looks.control}">
</div>
<div class="flex flex-col gap-1.5">
<label for="${id("note")}" class="${looks.label}">Note (for staff, optional)</label>
<input id="${id("note")}" name="note" maxlength="500" value="${kept?.note ?? ""}" class="${looks.control}">
</div>
${
  method === "bank-transfer"
    ? html`<div class="flex items-start gap-2">
<input id="${id("over-paid")}" name="overPaid" type="checkbox" value="yes" class="mt-1 size-5 shrink-0"${kept?.overPaid ? html` checked` : ""}>
<label for="${id("over-paid")}" class="text-small">The parent paid more than is due: record it as the bank shows it, and a refund of the excess is owed.</label>
</div>`
    : ""
}
<p><button type="submit" class="${method === "refund" ? looks.outlineButton : looks.button}">${words.button}</button></p>
</form>
</section>`;
}

/**
 * GET /payments/<call>/<reference>, and a refused recording form answered
 * with it (what was typed kept, the reason above it): the invoice's
 * figures and standing, its parts with their due dates, each payment and
 * refund with who recorded it and when, its alarms, the PDFs, and the forms.
 */
export function sendInvoicePage(
  reply: FastifyReply,
  frame: PageFrame,
  page: {
    sheet: InvoiceSheet;
    today: string;
    recorded: StaffMethod | null;
    sent: SentForm | null;
    /** What a form just done says at the top of the page, after its redirect. */
    done?: string | null;
    /** Why "Send the payment link again" was refused, said above its button. */
    linkRefused?: string | null;
  },
): FastifyReply {
  const { sheet, today } = page;
  const { invoice, schedule } = sheet;
  const parts = schedule.parts.length > 0 ? schedule.parts : [schedule.full];
  const title = sheet.payer.join(" · ") || invoice.reference;
  return sendPage(
    reply,
    { ...frame, title },
    html`<p class="text-small"><a class="${looks.link}" href="${paymentsPath.call(sheet.address.call)}">${sheet.programme}: all invoices</a></p>
<h1 class="text-h1 mt-2 wrap-anywhere">${title}</h1>
<p class="mt-1 flex flex-wrap items-center gap-2"><span class="${looks.badge}" data-standing="${sheet.standing}">${invoiceStandingNames[sheet.standing]}</span> <span class="text-small text-ink-soft">Invoice ${invoice.reference} · issued ${lagosTimeInWords(invoice.createdAt)}</span></p>
${page.recorded ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">${forms[page.recorded].recorded}</p>` : ""}
${page.done ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">${page.done}</p>` : ""}
<dl class="mt-4 grid grid-cols-3 gap-2">
<div class="bg-surface-muted rounded-card p-3"><dt class="text-small">Total</dt><dd class="font-bold">${nairaText(invoice.total)}</dd></div>
<div class="bg-surface-muted rounded-card p-3"><dt class="text-small">Paid</dt><dd class="font-bold" data-figure="paid">${nairaText(sheet.paid)}</dd></div>
${
  sheet.standing === "withdrawn"
    ? html`<div class="bg-surface-muted rounded-card p-3"><dt class="text-small">Refund due</dt><dd class="font-bold" data-figure="refund-due">${nairaText(sheet.paid)}</dd></div>`
    : html`<div class="bg-surface-muted rounded-card p-3"><dt class="text-small">Outstanding</dt><dd class="font-bold" data-figure="outstanding">${nairaText(invoice.total - sheet.paid)}</dd></div>`
}
</dl>
${sheet.standing === "withdrawn" ? html`<p class="mt-2">The application was withdrawn or declined: nothing more is owed.${sheet.paid > 0 ? " What was paid is to be refunded; record the refund below once it is made." : ""}</p>` : ""}
<p class="mt-3 flex flex-wrap gap-3"><a class="${looks.link}" href="${paymentsPath.invoicePdf(sheet.address)}" download>Invoice (PDF)</a></p>
${paymentLinkSection(sheet, page.linkRefused ?? null)}
${
  sheet.alarms.length > 0
    ? html`<section aria-labelledby="alarms-title" class="rounded-card border-line mt-4 border-2 p-4">
<h2 id="alarms-title" class="font-semibold">Money that did not match</h2>
${alarmList(sheet.alarms, { from: paymentsPath.invoice(sheet.address), linkInvoices: false })}
</section>`
    : ""
}
<section aria-labelledby="parts-title" class="mt-6">
<h2 id="parts-title" class="text-lead font-bold">What falls due</h2>
<ul class="mt-2 flex flex-col">${parts.map(
      (part) =>
        html`<li class="border-line flex flex-wrap justify-between gap-x-3 border-b py-2"><span>${part.label}, by ${siteDate(part.due)}</span><span class="font-semibold">${nairaText(part.amount)}</span></li>`,
    )}</ul>
${schedule.parts.length > 0 ? html`<p class="text-small text-ink-soft mt-2">Or ${nairaText(schedule.full.amount)} in full by ${siteDate(schedule.full.due)}.</p>` : ""}
</section>
<section aria-labelledby="payments-title" class="mt-6">
<h2 id="payments-title" class="text-lead font-bold">Payments and refunds</h2>
${
  sheet.payments.length === 0
    ? html`<p class="mt-2">Nothing recorded yet.</p>`
    : html`<ul class="mt-2 flex flex-col">${sheet.payments.map(
        (payment) =>
          html`<li class="border-line flex flex-col gap-1 border-b py-2">
<span class="flex flex-wrap justify-between gap-x-3"><span class="font-semibold">${paymentMethodNames[payment.method]}, ${siteDate(payment.paidOn)}</span><span class="font-semibold">${payment.method === "refund" ? "−" : ""}${nairaText(payment.amount)}</span></span>
<span class="text-small text-ink-soft wrap-anywhere">Recorded by ${payment.recordedBy}, ${lagosTimeInWords(payment.recordedAt)}${payment.note ? ` · ${payment.note}` : ""}</span>
${payment.providerReference ? html`<span class="text-small wrap-anywhere">Paystack reference <span data-provider-reference>${payment.providerReference}</span></span>` : ""}
<a class="${looks.link} text-small" href="${paymentsPath.receiptPdf(sheet.address, payment.id)}" download>Receipt (PDF)</a>
</li>`,
      )}</ul>`
}
</section>
${recordingForm(sheet, "bank-transfer", today, page.sent)}
${recordingForm(sheet, "refund", today, page.sent)}`,
  );
}
