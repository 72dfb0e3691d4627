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

/** What a person types for a phone number: digits and the usual separators, a + first at most. */
const typedNumber = /^\+?[\d\s().-]+$/;

/**
 * How a phone number is kept for the staff's search of applications, and
 * how a typed one is looked for: a whole number in its international form
 * (0803 123 4567, +234 803 123 4567 and 2348031234567 all look for
 * +2348031234567), part of one as its digits without a trunk 0 ("0803 123"
 * finds it too). Null when what was typed is not a number of 7 digits or
 * more, which the search then reads as words.
 */
export function phoneSearchText(typed: string): string | null {
  const trimmed = typed.trim();
  if (!typedNumber.test(trimmed)) return null;
  const digits = trimmed.replace(/[^\d+]/g, "");
  if (digits.replace("+", "").length < 7) return null;
  return internationalPhone(digits) ?? digits.replace(/^0/, "");
}
