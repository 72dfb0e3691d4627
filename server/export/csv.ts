/**
 * A formula start (= + - @, a tab or a carriage return), also behind the
 * spaces, non-breaking spaces and zero-width characters a spreadsheet skips.
 */
const formulaStart = /^[\s\u00a0\u200b-\u200d\u2060\ufeff]*[=+\-@\t\r]/;

/**
 * A CSV cell that a spreadsheet will never run as a formula: such cells get a
 * leading apostrophe (OWASP CSV injection), then the cell is quoted when it
 * needs to be. A semicolon counts: a spreadsheet whose locale splits on it
 * would read `x;=1+1` unquoted as two cells, the second a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record of a CSV file, ended as RFC 4180 says (CRLF); line breaks inside a cell stay inside its quotes. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * The byte-order mark a CSV file starts with: without it Excel on Windows
 * reads UTF-8 as the computer's legacy code page, and "Nwankwọ" turns into
 * "Nwankwá»�".
 */
export const utf8ByteOrderMark = "\ufeff";
