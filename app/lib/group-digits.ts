/**
 * A whole number with its thousands grouped by commas, as Nigerian English
 * writes them ("1,200"). Not `toLocaleString("en-NG")`: the first Intl call of
 * a page loads the locale's data, some 40 ms of a slow phone's main thread in
 * the middle of hydration (bench:web), for a format this simple.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
}
