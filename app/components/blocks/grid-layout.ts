/**
 * Column spans for a row of cards at the widest layout (a 12-column grid), so
 * no row is left with an empty slot: 5 cards are 3 + 2, 7 are 3 + 2 + 2.
 */
const spanClasses: Record<number, string> = {
  1: "lg:col-span-12",
  2: "lg:col-span-6",
  3: "lg:col-span-4",
  4: "lg:col-span-3",
};

/** How many cards each row holds, largest rows first, at most `perRow`. */
export function rowSizes(count: number, perRow: 3 | 4): number[] {
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const extra = count % rows;
  return Array.from({ length: rows }, (_, row) => base + (row < extra ? 1 : 0));
}

/** The lg:col-span class of each card, in order. */
export function cardSpans(count: number, perRow: 3 | 4 = 3): string[] {
  return rowSizes(count, perRow).flatMap((size) =>
    Array.from({ length: size }, () => spanClasses[size] ?? "lg:col-span-4"),
  );
}
