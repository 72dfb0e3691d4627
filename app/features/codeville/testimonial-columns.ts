import { site } from "#app/config/site.ts";

/** Parents' testimonials in three columns of up to 4 (SPEC §2, §9), filled column by column. */
export function testimonialColumns<T>(
  testimonials: readonly T[],
  perColumn: number = site.testimonialsPerColumn,
  columns = 3,
): T[][] {
  return Array.from({ length: columns }, (_, column) =>
    testimonials.slice(column * perColumn, (column + 1) * perColumn),
  ).filter((list) => list.length > 0);
}
