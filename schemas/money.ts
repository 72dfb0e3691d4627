import * as z from "zod/mini";

/**
 * Money as whole kobo (₦1 is 100 kobo), never floating point: the content's
 * fees, and later the invoices and Paystack's amounts, which Paystack takes
 * in kobo too (issue 35).
 */

export const koboPerNaira = 100;

/** An amount of whole kobo, zero or more: a fee of the content or an instalment. */
export const koboSchema = z
  .int({ error: "must be whole kobo, with no fraction: ₦1 is 100 kobo" })
  .check(z.nonnegative({ error: "must not be negative" }))
  .brand<"Kobo">();

export type Kobo = z.infer<typeof koboSchema>;

/** Whole kobo from a count that must be one: a fraction or a negative is a programming error. */
export function kobo(amount: number): Kobo {
  return koboSchema.parse(amount);
}

/** The sum of some amounts, in whole kobo. */
export function sumKobo(amounts: readonly Kobo[]): Kobo {
  return kobo(amounts.reduce((total, amount) => total + amount, 0));
}

const nairaDigits = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });

/**
 * An amount as Nigerians write it: "₦150,000", with the kobo only when
 * there are some ("₦150,000.50"); the arithmetic stays in whole numbers.
 */
export function formatNaira(amount: Kobo): string {
  const naira = Math.trunc(amount / koboPerNaira);
  const rest = amount % koboPerNaira;
  const kobos = rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`;
  return `₦${nairaDigits.format(naira)}${kobos}`;
}
