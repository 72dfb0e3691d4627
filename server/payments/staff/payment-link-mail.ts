import type { OutboxDraft } from "#server/db/leads-repository.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";
import type { MailSender } from "#server/mail/messages.ts";
import { payLinkLines } from "#server/payments/payment-mails.ts";

export type PaymentLinkFacts = {
  to: string;
  /** "Kids Code Camp (2024)". */
  programme: string;
  reference: string;
  /** A fresh private link to the payment page, made and sealed as the offer mail's (decision 232). */
  payLink: SealedMailSecret;
  /** The last day the link works (YYYY-MM-DD). */
  linkExpires: string;
};

/**
 * The payment link sent again by staff (decision 240), when a parent calls
 * to say theirs does not work. Of the offer mail's kind: the same sealed
 * link to the same page, the outbox treats it the same. Nothing of the
 * child: a mail may be forwarded.
 */
export function paymentLinkMail(sender: MailSender, facts: PaymentLinkFacts): OutboxDraft {
  return {
    kind: "payment-offer",
    to_address: facts.to,
    subject: `Your new payment link for ${facts.programme} (${facts.reference})`,
    text_body: [
      "Hello,",
      "",
      `As you asked, here is a new private link to the payment page of invoice ${facts.reference}, for ${facts.programme}.`,
      "",
      ...payLinkLines(facts.reference, facts.payLink, facts.linkExpires),
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: facts.payLink,
  };
}
