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
