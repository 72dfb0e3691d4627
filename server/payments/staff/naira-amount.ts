import { koboPerNaira } from "#schemas/money.ts";

/** Why a typed amount is not one: said on the form, beside what was typed. */
export const nairaAmountRefusals = {
  missing: "Give the amount in naira, for example 75,000 or 75,000.50.",
  shape:
    "Give the amount in naira with digits only, for example 75,000 or 75,000.50: commas between thousands, a point before the kobo (at most two figures).",
} as const;

/** "₦75,000.5", "N 75000", "75,000.50": a sign, spaces and thousands commas are how people write it. */
const nairaShape = /^(\d+)(?:\.(\d{1,2}))?$/;
/** Thousands commas where they belong: 75,000 and 1,500,000.50, never 150,00 or 1,0,0,0. */
const thousandsShape = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

/**
 * An amount a person typed in naira, as whole kobo, with no floating point
 * on the way (75,000.10 is 7,500,010 kobo, never 7,500,009.999…); or the
 * reason it is not an amount.
 */
export function koboFromNaira(typed: string): { kobo: number } | { refused: string } {
  // A space between digits (a no-break one too) is a thousands separator, as a comma is.
  const written = typed
    .trim()
    .replace(/^(?:₦|NGN|N)\s*/i, "")
    .replace(/(?<=\d)[\s\u00a0]+(?=\d)/g, ",");
  if (written === "") return { refused: nairaAmountRefusals.missing };
  // Separators only between groups of three: "150,00" (or "150 00") meant ₦150.00 in some hands and would be ₦15,000.
  if (written.includes(",") && !thousandsShape.test(written)) {
    return { refused: nairaAmountRefusals.shape };
  }
  const match = nairaShape.exec(written.replaceAll(",", ""));
  if (!match) return { refused: nairaAmountRefusals.shape };
  const naira = match[1] ?? "0";
  const kobo = (match[2] ?? "").padEnd(2, "0");
  // Past this many digits the figure is no amount the schema accepts; it says so in its own words.
  if (naira.length > 12) return { kobo: Number.MAX_SAFE_INTEGER };
  return { kobo: Number(naira) * koboPerNaira + Number(kobo) };
}
