import { brochureEmailSubject } from "#schemas/email-send.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";

/** The file the build writes (scripts/build-brochure.ts), under the site folder. */
export const brochureFile = {
  name: "codeville-brochure.pdf",
  sitePath: "downloads/codeville-brochure.pdf",
};

export function brochureMail(toAddress: string): OutboxDraft {
  return {
    kind: "brochure",
    to_address: toAddress,
    subject: brochureEmailSubject,
    text_body: [
      "Hello,",
      "",
      "Thank you for your interest in Codeville, the kids' coding school of the Enugu Tech Hub.",
      "The brochure you asked for is attached: our programmes, ages, schedule and fees in one place.",
      "",
      "Questions? Reply to this email or call us, Monday - Friday: 8am - 5pm.",
      "",
      "The Codeville team",
    ].join("\n"),
    attachment_name: brochureFile.name,
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
