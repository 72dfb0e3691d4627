/**
 * A stored phone number (digits with an optional +, schemas/fields.ts) for
 * the staff: to call it, to open WhatsApp on it, and to read it. Nigerian
 * numbers are written either way (0803 123 4567, +234 803 123 4567).
 */

/** A Nigerian mobile or landline: the trunk 0, or +234 (or 234), then 10 digits. */
const nigerian = /^(?:\+?234|0)(\d{10})$/;

/**
 * The number in international form (+2348031234567), as tel: and WhatsApp
 * need it; null when the country is not known (no + and not Nigerian).
 */
export function internationalPhone(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "");
  const local = nigerian.exec(digits)?.[1];
  if (local) return `+234${local}`;
  return /^\+\d{7,15}$/.test(digits) ? digits : null;
}

/** The wa.me address of a number: its international form without the +. */
export function whatsAppLink(phone: string): string | null {
  const international = internationalPhone(phone);
  return international ? `https://wa.me/${international.slice(1)}` : null;
}

/**
 * The number as people in Nigeria read it (0803 123 4567); others as stored.
 * The spaces also keep a spreadsheet from reading it as a number and
 * dropping its 0.
 */
export function readablePhone(phone: string): string {
  const local = nigerian.exec(phone.replace(/[^\d+]/g, ""))?.[1];
  if (!local) return phone;
  return `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}
