import { koboPerNaira } from "#schemas/money.ts";

/** Why a typed amount is not one: said on the form, beside what was typed. */
export const nairaAmountRefusals = {
  missing: "Give the amount in naira, for example 75,000 or 75,000.50.",
  shape:
    "Give the amount in naira with digits only, for example 75,000 or 75,000.50 (at most two figures of kobo after the point).",
} as const;

/** "₦75,000.5", "N 75000", "75,000.50": a sign, spaces and thousands commas are how people write it. */
const nairaShape = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount a person typed in naira, as whole kobo, with no floating point
 * on the way (75,000.10 is 7,500,010 kobo, never 7,500,009.999…); or the
 * reason it is not an amount.
 */
export function koboFromNaira(typed: string): { kobo: number } | { refused: string } {
  const plain = typed
    .trim()
    .replace(/^(?:₦|NGN|N)\s*/i, "")
    .replaceAll(",", "")
    .replaceAll(" ", "");
  if (plain === "") return { refused: nairaAmountRefusals.missing };
  const match = nairaShape.exec(plain);
  if (!match) return { refused: nairaAmountRefusals.shape };
  const naira = match[1] ?? "0";
  const kobo = (match[2] ?? "").padEnd(2, "0");
  // Past this many digits the figure is no amount the schema accepts; it says so in its own words.
  if (naira.length > 12) return { kobo: Number.MAX_SAFE_INTEGER };
  return { kobo: Number(naira) * koboPerNaira + Number(kobo) };
}
