/**
 * A formula start (= + - @, a tab or a carriage return), also behind the
 * spaces, non-breaking spaces and zero-width characters a spreadsheet skips.
 */
const formulaStart = /^[\s\u00a0\u200b-\u200d\u2060\ufeff]*[=+\-@\t\r]/;

/**
 * A CSV cell that a spreadsheet will never run as a formula: such cells get a
 * leading apostrophe (OWASP CSV injection), then the cell is quoted when it
 * needs to be.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const first = rows[0];
  if (!first) return "";
  const columns = Object.keys(first);
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(",")),
  ];
  return `${lines.join("\n")}\n`;
}
