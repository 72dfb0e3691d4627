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
  /** The first line, the stage mails' greeting for the person (`greetingLine`). */
  greeting: string;
  /** What happens next, in the programme's words, when its form says. */
  afterApplying?: string;
  /**
   * The child's first name on a kids programme's call (`childFirstName`), when it
   * reads as a name: a parent applying for two children tells the mails apart by it.
   */
  child?: string;
  /** The private link to the application's status page, sealed for the outbox (decision 232). */
  statusLink: SealedMailSecret;
};

export const admissionConfirmationSubject = (
  receipt: Pick<AdmissionReceipt, "programme" | "reference">,
) => `We have your application to ${receipt.programme} (${receipt.reference})`;

/**
 * The confirmation of an application on the hub's own form (issue 34): the
 * reference to quote, and nothing of what was answered, since a mail can be
 * forwarded or read by someone else; a child's details above all. A kids
 * call's names the child by first name only, as the repeat's mail does.
 */
export function admissionConfirmation(sender: MailSender, receipt: AdmissionReceipt): OutboxDraft {
  return {
    kind: "admission-confirmation",
    to_address: receipt.to,
    subject: admissionConfirmationSubject(receipt),
    text_body: [
      receipt.greeting,
      "",
      `Thank you for applying to ${receipt.programme} (${receipt.edition})${receipt.child ? ` for ${receipt.child}` : ""}. Your application reached us safely.`,
      "",
      `Your reference is ${receipt.reference}. Please quote it when you write or call us about your application.`,
      ...(receipt.afterApplying ? ["", receipt.afterApplying] : []),
      "",
      ...statusLinkLines(receipt.statusLink),
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: receipt.statusLink,
  };
}

/** What the mail to an address that applied already names: that application, and the child it is for. */
export type AdmissionRepeat = Omit<AdmissionReceipt, "afterApplying" | "greeting"> & {
  /** Whether the call takes one application per child, so a brother or sister applies apart. */
  perChild: boolean;
};

export const admissionRepeatSubject = (repeat: Pick<AdmissionRepeat, "programme" | "reference">) =>
  `You have already applied to ${repeat.programme} (${repeat.reference})`;

/**
 * The answer to a repeat application, sent to the address and not shown to
 * whoever posted (decision 250): the page says the same as for a new one,
 * so a stranger holding the address learns nothing, and its owner gets the
 * application they have and the private link to follow it. The child's
 * first name comes from the stored application, never from the repeat.
 */
export function admissionRepeat(sender: MailSender, repeat: AdmissionRepeat): OutboxDraft {
  const forWhom = repeat.perChild ? ` for ${repeat.child ?? "this child"}` : "";
  return {
    kind: "admission-repeat",
    to_address: repeat.to,
    subject: admissionRepeatSubject(repeat),
    text_body: [
      "Hello,",
      "",
      `Our application form for ${repeat.programme} (${repeat.edition}) was just sent again with this email address${forWhom}. You have already applied${forWhom}, so we kept the application we have; there is no need to send it again.`,
      "",
      `Its reference is ${repeat.reference}. Please quote it when you write or call us about your application.`,
      "",
      ...statusLinkLines(repeat.statusLink, "that application"),
      ...(repeat.perChild
        ? ["", "For a brother or sister, fill in the form again with their name."]
        : []),
      "",
      "If you did not send the form again, there is nothing to do: your application is as it was.",
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
    sealed_secret: repeat.statusLink,
  };
}

/**
 * The private link to an application's status page and what it opens: the
 * confirmation's words, every stage mail's (decision 245) and the repeat's, which names "that application" (decision 250). Each mail's
 * link is sealed when the mail is made and works for a year from then.
 */
export function statusLinkLines(
  statusLink: SealedMailSecret,
  application = "your application",
): string[] {
  return [
    `See where ${application} stands, what you sent, or withdraw it, at this private link (keep it to yourself; it works for a year):`,
    secretMarkOf(statusLink),
  ];
}
