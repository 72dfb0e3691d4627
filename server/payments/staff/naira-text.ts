import { formatNaira, kobo } from "#schemas/money.ts";

/** A sum of kobo as the pages say it; a sum is never shown below ₦0. */
export function nairaText(amount: number): string {
  return formatNaira(kobo(Math.max(0, amount)));
}
