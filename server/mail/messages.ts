import { identity } from "#schemas/content/identity.server.ts";
import { brochureEmailSubject } from "#schemas/email-send.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";

/** The file the build writes (scripts/build-brochure.ts), under the site folder. */
export const brochureFile = {
  name: "codeville-brochure.pdf",
  sitePath: "downloads/codeville-brochure.pdf",
};

/** The two links of the mailing list's consent, absolute on the site's address (SITE_URL). */
export type VisitorMailLinks = { confirm?: string; unsubscribe: string };

/** Every mail to a visitor ends with a one-step way out (and carries it as List-Unsubscribe). */
export function unsubscribeFooter(unsubscribeUrl: string): string[] {
  return ["", "--", `To stop all mail from the ${identity.name}, open:`, unsubscribeUrl];
}

export function brochureMail(toAddress: string, links: VisitorMailLinks): OutboxDraft {
  return {
    kind: "brochure",
    to_address: toAddress,
    subject: brochureEmailSubject,
    text_body: [
      "Hello,",
      "",
      `Thank you for your interest in Codeville, the kids' coding school of the ${identity.name}.`,
      "The brochure you asked for is attached: our programmes, ages, schedule and fees in one place.",
      "",
      `Questions? Reply to this email or call us on ${identity.phone}, ${identity.workHours}.`,
      "",
      "The Codeville team",
      ...unsubscribeFooter(links.unsubscribe),
    ].join("\n"),
    attachment_name: brochureFile.name,
    unsubscribe_url: links.unsubscribe,
  };
}

export const confirmationSubject = `Confirm your place on the ${identity.name} mailing list`;

/** Double opt-in: the address joins the list only once this mail's link is opened. */
export function confirmationMail(
  toAddress: string,
  links: Required<VisitorMailLinks>,
  validDays: number,
): OutboxDraft {
  return {
    kind: "confirmation",
    to_address: toAddress,
    subject: confirmationSubject,
    text_body: [
      "Hello,",
      "",
      `Someone, we hope you, asked to join the ${identity.name} mailing list with this address.`,
      `To confirm, open this link within ${validDays} days:`,
      links.confirm,
      "",
      "If it was not you, ignore this email: the address will not be added.",
      "",
      `The ${identity.name} team`,
      ...unsubscribeFooter(links.unsubscribe),
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
