import type { OutboxDraft } from "#server/db/leads-repository.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";
import type { MailSender } from "#server/mail/messages.ts";
import { secretMarkOf } from "#server/mail/secret-mark.ts";

/** What the confirmation of an application names: the programme, its edition and the reference. */
export type AdmissionReceipt = {
  to: string;
  programme: string;
  edition: string;
  reference: string;
  /** What happens next, in the programme's words, when its form says. */
  afterApplying?: string;
  /** The private link to the application's status page, sealed for the outbox (decision 232). */
  statusLink: SealedMailSecret;
};

export const admissionConfirmationSubject = (
  receipt: Pick<AdmissionReceipt, "programme" | "reference">,
) => `We have your application to ${receipt.programme} (${receipt.reference})`;

/**
 * The confirmation of an application on the hub's own form (issue 34): the
 * reference to quote, and nothing of what was answered, since a mail can be
 * forwarded or read by someone else; a child's details above all.
 */
export function admissionConfirmation(sender: MailSender, receipt: AdmissionReceipt): OutboxDraft {
  return {
    kind: "admission-confirmation",
    to_address: receipt.to,
    subject: admissionConfirmationSubject(receipt),
    text_body: [
      "Hello,",
      "",
      `Thank you for applying to ${receipt.programme} (${receipt.edition}). Your application reached us safely.`,
      "",
      `Your reference is ${receipt.reference}. Please quote it when you write or call us about your application.`,
      ...(receipt.afterApplying ? ["", receipt.afterApplying] : []),
      "",
      "See where your application stands, what you sent, or withdraw it, at this private link (keep it to yourself; it works for a year):",
      secretMarkOf(receipt.statusLink),
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: receipt.statusLink,
  };
}
