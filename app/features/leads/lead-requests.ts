import { site } from "#app/config/site.ts";
import type { ContactMessageInput } from "#schemas/contact-message.ts";

/** What a visitor types into the contact form (SPEC §3, "Contact form"). */
export type ContactInput = Required<Omit<ContactMessageInput, "website" | "phone">> & {
  phone: string;
};

/** The body of the mailing-list call (SPEC §7.1). */
export function mailingListRequest(email: string) {
  return { json: { email, sheet: site.mailingListSheet } };
}

/** The body of the contact call (SPEC §7.3). */
export function contactRequest(input: ContactInput) {
  const { name, email, phone, message } = input;
  return { json: { name, email, phone, message } };
}
