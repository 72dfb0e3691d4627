import type { Identity } from "#content-model/site/identity.ts";
import { brochureEmailSubject } from "#schemas/email-send.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";

/** The file the build writes (scripts/build/build-brochure.ts), under the site folder. */
export const brochureFile = {
  name: "codeville-brochure.pdf",
  sitePath: "downloads/codeville-brochure.pdf",
};

/** The two links of the mailing list's consent, absolute on the site's address (SITE_URL). */
export type VisitorMailLinks = { confirm?: string; unsubscribe: string };

/**
 * Who a mail to a visitor is from, as the live release's content names the
 * organisation (server/content/live-content.ts): a published change of the
 * hub's name or phone is in the next mail.
 */
export type MailSender = Pick<Identity, "name" | "phone" | "workHours">;

/** Every mail to a visitor ends with a one-step way out (and carries it as List-Unsubscribe). */
export function unsubscribeFooter(sender: MailSender, unsubscribeUrl: string): string[] {
  return ["", "--", `To stop all mail from the ${sender.name}, open:`, unsubscribeUrl];
}

export function brochureMail(
  sender: MailSender,
  toAddress: string,
  links: VisitorMailLinks,
): OutboxDraft {
  return {
    kind: "brochure",
    to_address: toAddress,
    subject: brochureEmailSubject,
    text_body: [
      "Hello,",
      "",
      `Thank you for your interest in Codeville, the kids' coding school of the ${sender.name}.`,
      "The brochure you asked for is attached: our programmes, ages, schedule and fees in one place.",
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      "The Codeville team",
      ...unsubscribeFooter(sender, links.unsubscribe),
    ].join("\n"),
    attachment_name: brochureFile.name,
    unsubscribe_url: links.unsubscribe,
  };
}

export const confirmationSubject = (sender: MailSender) =>
  `Confirm your place on the ${sender.name} mailing list`;

/** Double opt-in: the address joins the list only once this mail's link is opened. */
export function confirmationMail(
  sender: MailSender,
  toAddress: string,
  links: Required<VisitorMailLinks>,
  validDays: number,
): OutboxDraft {
  return {
    kind: "confirmation",
    to_address: toAddress,
    subject: confirmationSubject(sender),
    text_body: [
      "Hello,",
      "",
      `Someone, we hope you, asked to join the ${sender.name} mailing list with this address.`,
      `To confirm, open this link within ${validDays} days:`,
      links.confirm,
      "",
      "If it was not you, ignore this email: the address will not be added.",
      "",
      `The ${sender.name} team`,
      ...unsubscribeFooter(sender, links.unsubscribe),
    ].join("\n"),
    attachment_name: null,
    unsubscribe_url: links.unsubscribe,
  };
}

export function contactNotification(
  toAddress: string,
  message: { name: string; email: string; phone: string; message: string },
): OutboxDraft {
  return {
    kind: "contact-notification",
    to_address: toAddress,
    subject: `New contact message from ${message.name}`,
    text_body: [
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      "",
      message.message,
    ].join("\n"),
    attachment_name: null,
  };
}
