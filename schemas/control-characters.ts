/**
 * What a one-line answer (a name, a subject) may not hold: line breaks and
 * other control characters, which could forge a header-like line in a staff
 * mail or a CSV row (issue 12), NUL, which is never stored, and the
 * bidirectional controls (U+202A-U+202E, U+2066-U+2069), which make a name
 * read in another order on the staff's pages and in exports than it was
 * typed. No keyboard types them into a name.
 */
export const lineControlCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that draw nothing: the format characters (U+200B, U+2060,
 * U+FEFF, the tag characters U+E0000-U+E007F) and the other default-ignorable
 * code points (U+3164 HANGUL FILLER, variation selectors). An answer made of
 * them looks empty on every page yet passes "required", and a name holding
 * them reads as another name that does not. No one types them into a name.
 */
export const invisibleCharacters = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

const everyInvisibleCharacter = new RegExp(invisibleCharacters.source, "gu");

/** Whether a text shows nothing: white space and invisible characters only. */
export function showsNothing(value: string): boolean {
  return value.replace(everyInvisibleCharacter, "").trim() === "";
}
