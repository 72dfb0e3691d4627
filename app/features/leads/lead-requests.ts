import { site } from "#app/config/site.ts";

/** The body of the mailing-list call (SPEC §7.1). */
export function mailingListRequest(email: string) {
  return { json: { email, sheet: site.mailingListSheet } };
}

export type ContactInput = { name: string; email: string; phone: string; message: string };

/** The body of the contact call (SPEC §7.3). */
export function contactRequest(input: ContactInput) {
  const { name, email, phone, message } = input;
  return { json: { name, email, phone, message } };
}
