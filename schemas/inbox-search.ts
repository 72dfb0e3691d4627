/**
 * How the inbox reads a search (decision 165), shared by the staff UI (which
 * says when a search is too short before sending it) and the server.
 */

/** Accents, tone marks and other combining marks: the same ranges the search indexes drop. */
const combiningMarks = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: every ASCII character, control ones included
const ascii = /^[\u0000-\u007f]*$/;

/** Case and marks aside: "Ọ̀kafọ" and "OKAFO" both read "okafo". */
export function foldForSearch(text: string): string {
  // ASCII has no marks to take off, and is most of what leads hold: the inbox checks rows with this.
  if (ascii.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(combiningMarks, "").toLowerCase();
}

/** The fewest characters a search looks for: the trigram indexes find nothing shorter. */
export const searchMinChars = 3;

export const searchTooShort = `Type at least ${searchMinChars} characters to search: fewer would match almost every lead.`;

/** Digits with the separators people type in a phone number, and at least 7 digits. */
const phoneLike = /^\+?[\d\s().-]+$/;

/**
 * A phone number typed in any usual way finds the number however the
 * visitor wrote it: the separators go, and a Nigerian number is looked for
 * without its +234 or trunk 0 (0803 123 4567 and +234 803 123 4567 are both
 * stored with 8031234567 inside).
 */
function phoneDigits(query: string): string | null {
  if (!phoneLike.test(query)) return null;
  const digits = query.replace(/[^\d+]/g, "");
  if (digits.replace("+", "").length < 7) return null;
  return digits.replace(/^(\+?234|0)(?=\d{10}$)/, "");
}

/**
 * What a search looks for: each word, inside the lead's name, address,
 * phone or message, in any order. A word shorter than 3 characters is looked
 * for with the word beside it ("ada o" finds "Ada Obi"); a search with fewer
 * than 3 characters in all looks for nothing (the caller says why).
 */
export function searchPhrases(query: string): string[] {
  const trimmed = query.trim();
  const phone = phoneDigits(trimmed);
  if (phone) return [phone];
  const phrases: string[] = [];
  let pending = "";
  for (const word of foldForSearch(trimmed).split(/\s+/).filter(Boolean)) {
    const phrase = pending ? `${pending} ${word}` : word;
    if ([...phrase].length < searchMinChars) pending = phrase;
    else {
      phrases.push(phrase);
      pending = "";
    }
  }
  const last = phrases.pop();
  if (last !== undefined) phrases.push(pending ? `${last} ${pending}` : last);
  return phrases;
}
