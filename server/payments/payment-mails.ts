import { siteDate } from "#content-model/dates.ts";
import { formatNaira, kobo } from "#schemas/money.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";
import type { ReceiptFacts } from "#server/db/payments-repository.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";
import type { MailSender } from "#server/mail/messages.ts";
import { secretMarkOf } from "#server/mail/secret-mark.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";

export type OfferFacts = {
  to: string;
  programme: string;
  edition: string;
  reference: string;
  total: number;
  schedule: InvoiceSchedule;
  /**
   * The private link to the payment page, sealed for the outbox (decision
   * 232); it opens a page whose button shows the invoice.
   */
  payLink: SealedMailSecret;
  /** The last day the link works (YYYY-MM-DD). */
  linkExpires: string;
};

export const offerMailSubject = (offer: Pick<OfferFacts, "programme" | "reference">) =>
  `A place for you at ${offer.programme} (${offer.reference})`;

/**
 * The offer of a place with its invoice (issue 35): the reference, what is
 * owed and when, and the private link to pay. Nothing of the child or the
 * application: a mail may be forwarded.
 */
export function offerMail(sender: MailSender, offer: OfferFacts): OutboxDraft {
  const { full, parts } = offer.schedule;
  const ways =
    parts.length > 0
      ? [
          `You may pay ${formatNaira(kobo(full.amount))} in full by ${siteDate(full.due)}, or in parts:`,
          ...parts.map(
            (part) =>
              `  - ${part.label}: ${formatNaira(kobo(part.amount))} by ${siteDate(part.due)}`,
          ),
        ]
      : [`Please pay ${formatNaira(kobo(full.amount))} by ${siteDate(full.due)}.`];
  return {
    kind: "payment-offer",
    to_address: offer.to,
    subject: offerMailSubject(offer),
    text_body: [
      "Hello,",
      "",
      `We are glad to offer your child a place at ${offer.programme} (${offer.edition}).`,
      "",
      `Invoice ${offer.reference}: ${formatNaira(kobo(offer.total))} in all.`,
      ...ways,
      "",
      ...payLinkLines(offer.reference, offer.payLink, offer.linkExpires),
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: offer.payLink,
  };
}

/** The private link to an invoice's payment page and the other way to pay: the offer's words, and a link sent again. */
export function payLinkLines(
  reference: string,
  payLink: SealedMailSecret,
  linkExpires: string,
): string[] {
  return [
    "To see what is due and pay, open this private link and press the button on the page:",
    secretMarkOf(payLink),
    `The link works until ${siteDate(linkExpires)}. Please do not share it.`,
    "",
    `You can also pay by bank transfer: the payment page gives the hub's account. Quote ${reference} so we know the money is yours.`,
  ];
}

const methodWords = {
  paystack: "online through Paystack",
  "bank-transfer": "by bank transfer",
  refund: "refunded to you",
} as const;

/**
 * Where the invoice stands after a payment, truthfully: money past the fees
 * (two checkouts both paid) is said, with the hub's promise to refund it,
 * never as "paid ₦225,000 of ₦150,000" (decision 239).
 */
export function standingLines(paidSoFar: number, total: number, ended = false): string[] {
  const paid = formatNaira(kobo(Math.max(0, paidSoFar)));
  // A withdrawn or declined place owes nothing: never "still to pay" the fees (second walk, 2026-11-29).
  if (ended) {
    return paidSoFar > 0
      ? [
          `The place was withdrawn, so nothing is owed. We hold ${paid} of yours, which we will refund: our team will contact you about it.`,
        ]
      : ["The place was withdrawn, so nothing is owed, and what you paid has been refunded."];
  }
  const fees = formatNaira(kobo(total));
  const over = paidSoFar - total;
  if (over > 0) {
    const excess = formatNaira(kobo(over));
    return [
      `Received so far: ${paid}, which is ${excess} more than the fees of ${fees}.`,
      `Nothing more is due, and we will refund the ${excess} over the fees to you: our team will contact you about it.`,
    ];
  }
  if (over === 0) return [`Paid so far: ${paid} of ${fees}.`, "Nothing more is due."];
  return [`Paid so far: ${paid} of ${fees}.`, `Still to pay: ${formatNaira(kobo(-over))}.`];
}

/**
 * The receipt of one payment (or refund): the amounts, never card details,
 * and the private link to its PDF (a page whose button downloads it).
 */
export function receiptMail(
  sender: MailSender,
  facts: ReceiptFacts,
  /** The receipt's own link (decision 232: it opens this receipt, not the invoice), sealed. */
  pdfLink: { url: SealedMailSecret; expires: string },
): OutboxDraft {
  const refund = facts.method === "refund";
  return {
    kind: "payment-receipt",
    to_address: facts.to,
    subject: refund
      ? `Refund of ${formatNaira(kobo(facts.amount))} (${facts.invoiceReference})`
      : `Receipt: ${formatNaira(kobo(facts.amount))} received (${facts.invoiceReference})`,
    text_body: [
      "Hello,",
      "",
      refund
        ? `We have refunded ${formatNaira(kobo(facts.amount))} on invoice ${facts.invoiceReference} on ${siteDate(facts.paidOn)}.`
        : `Thank you. We received ${formatNaira(kobo(facts.amount))} ${methodWords[facts.method]} on ${siteDate(facts.paidOn)} for invoice ${facts.invoiceReference}.`,
      "",
      ...standingLines(facts.paidSoFar, facts.total, facts.ended),
      "",
      "Please keep this email as your receipt. To download it as a PDF, open this private link and press the button on the page:",
      secretMarkOf(pdfLink.url),
      `The link works until ${siteDate(pdfLink.expires)}. Please do not share it.`,
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: pdfLink.url,
  };
}

export type ReminderFacts = {
  to: string;
  programme: string;
  reference: string;
  /** The instalment as the invoice names it ("Second instalment"). */
  part: string;
  /** What is still owed of this instalment, in kobo. */
  partAmount: number;
  /** All that is owed by its due day, in kobo: this instalment and every earlier one not paid. */
  amount: number;
  /** What of `amount` fell due before today and is overdue, in kobo; 0 when none. */
  overdue: number;
  /** YYYY-MM-DD it falls due. */
  due: string;
  /** The payment page's private link, sealed for the outbox (decision 232). */
  payLink: SealedMailSecret;
};

/**
 * A reminder before an unpaid instalment falls due (issue 35): a week
 * before, and a day before, with all that is owed by then. A parent of a child in a kids programme, so
 * plain and kind; nothing of the child.
 */
export function reminderMail(sender: MailSender, facts: ReminderFacts): OutboxDraft {
  const naira = (amount: number) => formatNaira(kobo(amount));
  const part = facts.part.toLowerCase();
  const due = siteDate(facts.due);
  // The whole sum owed by the day, never only the instalment's, and the overdue part said as such.
  const owed =
    facts.overdue > 0
      ? [
          `A reminder about your child's place at ${facts.programme}: ${naira(facts.amount)} is to be paid by ${due}.`,
          `Of it, ${naira(facts.overdue)} was due earlier and is now overdue; the ${part}, ${naira(facts.partAmount)}, falls due on ${due}.`,
        ]
      : [
          `A friendly reminder: the ${part} for your child's place at ${facts.programme}, ${naira(facts.amount)}, is due on ${due}.`,
        ];
  return {
    kind: "payment-reminder",
    to_address: facts.to,
    subject:
      facts.overdue > 0
        ? `Reminder: ${naira(facts.amount)} due by ${due}, ${naira(facts.overdue)} of it overdue (${facts.reference})`
        : `Reminder: ${part} due on ${due} (${facts.reference})`,
    text_body: [
      "Hello,",
      "",
      ...owed,
      "",
      "To see what is due and pay, open this private link and press the button on the page:",
      secretMarkOf(facts.payLink),
      `You can also pay by bank transfer: the payment page gives the hub's account. Quote ${facts.reference} so we know the money is yours.`,
      "",
      "If you have paid already, thank you, and please ignore this email: a transfer can take a day or two to reach us.",
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: facts.payLink,
  };
}
