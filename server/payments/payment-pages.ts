import { siteDate } from "#content-model/dates.ts";
import { fillWords } from "#content-model/fill-words.ts";
import type { BankDetails } from "#content-model/site/bank-details.ts";
import type { PaymentPagesWords } from "#content-model/site/payment-pages.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { formatNaira, kobo } from "#schemas/money.ts";
import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import {
  liveLook,
  type ServicePageFrame,
  servicePage,
  servicePagePolicy,
} from "#server/content/service-page.ts";
import { type PartStanding, partStandings } from "#server/payments/invoice-standing.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import type { InvoiceStatement } from "#server/payments/payments.ts";
import { parentDocumentPaths } from "#server/payments/pdf/parent-documents-section.ts";

/**
 * The payment pages the service draws itself (issue 35): what is due is
 * known only when the link's button is pressed, so no prerendered page can
 * show it. In the live site's stylesheet, fonts and logo (service-page.ts),
 * readable without JavaScript, on a phone first; their words are content
 * (content/site/payment-pages.yaml), as the live release has them.
 */

/** A payment page's frame: the site's look and the hub, and the pages' words. */
export type PaymentPageFrame = ServicePageFrame & { words: PaymentPagesWords };

/** The frame of the live release: its stylesheet, its hub, its words. */
export async function paymentPageFrame(
  siteDir: string,
  content: ServiceContent,
): Promise<PaymentPageFrame> {
  return {
    ...(await liveLook(siteDir)),
    hub: content.identity,
    words: content.paymentPages,
  };
}

/**
 * The pages' policy: the site's own stylesheet, fonts and logo, nothing
 * else loaded; forms post to the service, whose checkout answer sends the
 * browser on to Paystack's page (a redirect after a form post is held to
 * form-action too).
 */
export function paymentPagePolicy(checkoutOrigins: readonly string[]): string {
  return servicePagePolicy(checkoutOrigins);
}

const naira = (amount: number) => formatNaira(kobo(amount));

function page(frame: PaymentPageFrame, title: string, main: Html): string {
  // `{phone}` stays for servicePage, which makes the number a tel: link.
  const help = fillWords(frame.words.help, {
    hub: frame.hub.name,
    hours: frame.hub.workHours,
  });
  return servicePage(frame, title, main, help);
}

const card = "bg-surface border-line mt-6 rounded-2xl border p-5";

/** A page of a heading and its paragraphs: the refusals and the results. */
function plainPage(frame: PaymentPageFrame, title: string, heading: string, lines: string[]) {
  return page(
    frame,
    title,
    html`<h1 class="text-h1">${heading}</h1>
${lines.map((line, index) => html`<p class="${index === 0 ? "mt-4" : "mt-2"}">${line}</p>`)}`,
  );
}

/** What a link opens: one button posting back, since mail scanners open links but press no buttons. */
function linkPage(
  frame: PaymentPageFrame,
  words: PaymentPagesWords["invoiceLink"],
  hidden: Html | string,
) {
  return page(
    frame,
    words.title,
    html`<h1 class="text-h1">${fillWords(words.heading, { hub: frame.hub.name })}</h1>
<p class="mt-4">${words.text}</p>
<form method="post" class="mt-6">${hidden}<button class="${looks.button}">${words.button}</button></form>`,
  );
}

/** What the offer's link opens. */
export function invoiceLinkPage(frame: PaymentPageFrame): string {
  return linkPage(frame, frame.words.invoiceLink, "");
}

/** What a receipt mail's link opens: its button posts back to download the receipt. */
export function receiptLinkPage(frame: PaymentPageFrame, payment: number): string {
  return linkPage(
    frame,
    frame.words.receiptLink,
    html`<input type="hidden" name="payment" value="${payment}">`,
  );
}

/** A link that is broken, expired, or for an invoice that is gone. */
export function invalidLinkPage(frame: PaymentPageFrame): string {
  const words = frame.words.invalidLink;
  return plainPage(frame, words.title, words.heading, [words.text, words.next]);
}

/** A choice the service cannot take, with the reason. */
export function refusedPage(reason: string, frame: PaymentPageFrame): string {
  const words = frame.words.refused;
  return plainPage(frame, words.title, words.heading, [reason, words.next]);
}

/** Ended applications in the parent's words: the place is no longer theirs to pay for. */
function endedReason(stage: AdmissionStage, words: PaymentPagesWords): string {
  return stage === "declined" ? words.ended.declined : words.ended.withdrawn;
}

/**
 * An invoice whose application was withdrawn or declined: nothing can be
 * paid on it. What was paid already is said, with the refund to come;
 * "nothing has been charged" only when nothing was (decision 239).
 */
export function endedPage(
  reference: string,
  stage: AdmissionStage,
  /** What came in and what is held now (less refunds). */
  money: { received: number; paid: number },
  frame: PaymentPageFrame,
) {
  const words = frame.words.ended;
  const said =
    money.paid > 0
      ? fillWords(words.paid, { amount: naira(money.paid) })
      : money.received > 0
        ? fillWords(words.refunded, { amount: naira(money.received) })
        : words.nothingPaid;
  return plainPage(frame, words.title, fillWords(words.heading, { reference }), [
    `${fillWords(words.text, { reason: endedReason(stage, frame.words) })} ${said}`,
    words.next,
  ]);
}

/** Each part's standing as the page says it: in words, the colour only repeating them. */
const standingWords = {
  paid: "paid",
  "part-paid": "partPaid",
  due: "due",
  overdue: "overdue",
} as const satisfies Record<
  PartStanding["standing"],
  keyof PaymentPagesWords["statement"]["standing"]
>;

const standingLook: Record<PartStanding["standing"], string> = {
  paid: "text-success",
  "part-paid": "text-ink-soft",
  due: "text-ink-soft",
  overdue: "text-danger",
};

export type StatementPageOptions = {
  bank: BankDetails;
  /** Where the Paystack buttons post, token included; null when online payment is off. */
  checkoutAction: string | null;
  /** The download buttons of the invoice and receipts (server/payments/pdf). */
  documents?: Html;
};

/** The invoice as a parent reads it: what was paid, what falls due when, and the ways to pay. */
export function statementPage(
  statement: InvoiceStatement,
  frame: PaymentPageFrame,
  options: StatementPageOptions,
): string {
  const words = frame.words.statement;
  const { invoice, schedule, paid, rest } = statement;
  const reference = invoice.reference;
  const overPaid = paid - invoice.total;
  // "In full by <day>" is an offer only while nothing is paid and the day is to come.
  const offerInFull =
    schedule.parts.length > 0 && paid === 0 && schedule.full.due >= statement.today;
  const online =
    rest === 0
      ? ""
      : options.checkoutAction === null
        ? html`<section class="${card}"><h2 class="text-lead font-bold">${words.offline.heading}</h2><p class="mt-2">${words.offline.text}</p></section>`
        : html`<section class="${card}"><h2 class="text-lead font-bold">${words.online.heading}</h2><p class="mt-2">${words.online.text}</p>${statement.choices.map(
            (choice) =>
              html`<form method="post" action="${options.checkoutAction}" class="mt-3"><input type="hidden" name="amount" value="${choice.amount}"><input type="hidden" name="choice" value="${choice.label}"><button class="${looks.button}">${fillWords(words.online.button, { amount: naira(choice.amount), choice: choice.label.toLowerCase() })}</button></form>`,
          )}</section>`;
  const detail = (term: string, value: string) =>
    html`<div><dt class="text-small text-ink-soft">${term}</dt><dd class="font-semibold">${value}</dd></div>`;
  const transfer =
    rest === 0
      ? ""
      : html`<section class="${card}"><h2 class="text-lead font-bold">${words.transfer.heading}</h2>
<dl class="mt-2 grid gap-3">${detail(words.transfer.bank, options.bank.bank)}${detail(words.transfer.accountName, options.bank.accountName)}${detail(words.transfer.accountNumber, options.bank.accountNumber)}${detail(words.transfer.narration, reference)}</dl>
<p class="mt-3">${fillWords(words.transfer.text, { reference })}</p></section>`;
  return page(
    frame,
    fillWords(words.title, { reference }),
    html`<h1 class="text-h1">${fillWords(words.title, { reference })}</h1>
<p class="mt-2">${statement.programme}</p>
<section class="${card}"><dl class="grid gap-3">${detail(words.total, naira(invoice.total))}${detail(words.paid, naira(Math.max(0, paid)))}<div><dt class="text-small text-ink-soft">${words.rest}</dt><dd class="text-lead font-bold" data-figure="rest">${naira(rest)}</dd></div></dl>
${rest === 0 ? html`<p role="status" class="bg-success-soft text-success mt-4 rounded-xl p-4 font-semibold">${words.paidInFull}</p>` : ""}
${overPaid > 0 ? html`<p role="status" class="bg-warning-soft text-warning mt-4 rounded-xl p-4 font-semibold">${fillWords(words.overPaid, { excess: naira(overPaid) })}</p>` : ""}
<table class="mt-4 w-full"><thead><tr><th class="text-small py-2 text-left">${words.part}</th><th class="text-small py-2 text-left">${words.due}</th><th class="text-small py-2 text-right">${words.amount}</th></tr></thead><tbody>${partStandings(
      schedule,
      paid,
      statement.today,
    ).map(
      ({ part, standing, left }) =>
        html`<tr class="border-line border-t"><td class="py-2"><div>${part.label}</div><div class="text-small ${standingLook[standing]} font-semibold" data-standing="${standing}">${fillWords(words.standing[standingWords[standing]], { left: naira(left) })}</div></td><td class="py-2">${siteDate(part.due)}</td><td class="py-2 text-right">${naira(part.amount)}</td></tr>`,
    )}</tbody></table>
${offerInFull ? html`<p class="text-small text-ink-soft mt-2">${fillWords(words.orInFull, { amount: naira(schedule.full.amount), date: siteDate(schedule.full.due) })}</p>` : ""}</section>
${online}${transfer}${options.documents ?? ""}`,
  );
}

export type PaymentResult =
  | {
      kind: "received";
      reference: string;
      amount: number;
      /** Kobo the invoice has received past its fees, to be refunded; 0 when none. */
      overPaid: number;
    }
  | { kind: "held"; reference: string }
  | { kind: "to-refund"; reference: string; amount: number; ended: AdmissionStage }
  | { kind: "not-paid" }
  | { kind: "unknown" }
  | { kind: "unavailable" };

/** The result's words, by its kind: what is in braces filled from it. */
function resultWords(
  result: PaymentResult,
  words: PaymentPagesWords,
): { page: PaymentPagesWords["results"]["received"]; values: Record<string, string> } {
  switch (result.kind) {
    case "received":
      return {
        page: result.overPaid > 0 ? words.results.overPaid : words.results.received,
        values: {
          amount: naira(result.amount),
          reference: result.reference,
          excess: naira(result.overPaid),
        },
      };
    case "held":
      return { page: words.results.held, values: { reference: result.reference } };
    case "to-refund":
      return {
        page: words.results.toRefund,
        values: {
          amount: naira(result.amount),
          reference: result.reference,
          reason: endedReason(result.ended, words),
        },
      };
    case "not-paid":
      return { page: words.results.notPaid, values: {} };
    case "unknown":
      return { page: words.results.unknown, values: {} };
    case "unavailable":
      return { page: words.results.unavailable, values: {} };
  }
}

/** The way back from Paystack's return: the invoice link's token, and the payment's receipt when recorded. */
export type WayBack = { token: string; payment: number | null };

/**
 * Where the parent lands back from Paystack: what happened, in plain words,
 * and, in the browser that pressed Pay, buttons back to the invoice and to
 * the receipt, posting the token in the form as every payment button does
 * (decision 239), so it appears in no address.
 */
export function paymentResultPage(
  result: PaymentResult,
  frame: PaymentPageFrame,
  back: WayBack | null = null,
): string {
  const { page: words, values } = resultWords(result, frame.words);
  const labels = frame.words.results.back;
  const token = back && html`<input type="hidden" name="token" value="${back.token}">`;
  return page(
    frame,
    words.title,
    html`<h1 class="text-h1">${words.heading}</h1>
<p class="mt-4">${fillWords(words.text, values)}</p>
${
  back
    ? html`<div class="mt-6 flex flex-wrap gap-3"><form method="post" action="${paymentPaths.invoice}">${token}<button class="${looks.button}">${labels.invoice}</button></form>${
        back.payment === null
          ? ""
          : html`<form method="post" action="${parentDocumentPaths.receipt}">${token}<input type="hidden" name="payment" value="${back.payment}"><button class="${looks.outlineButton}">${labels.receipt}</button></form>`
      }</div>`
    : ""
}`,
  );
}
