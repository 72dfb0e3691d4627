import * as z from "zod/mini";
import { personSchema, reviewSchema } from "#content/blocks.ts";

/**
 * People as collections, one file each: the executive team
 * (content/hub/team/<name>.yaml), the Sparks mentors
 * (content/sparks/mentors/<name>.yaml) and the Codeville reviews
 * (content/codeville/reviews/<name>.yaml). `order` places an entry, 1 first,
 * so adding a person is adding a file.
 */
const order = z.number().check(z.int(), z.positive());

export const teamMemberSchema = z.strictObject({ order, ...personSchema.shape });
export const reviewEntrySchema = z.strictObject({ order, ...reviewSchema.shape });

/** Entries in their `order`, without it. */
export function inOrder<Entry extends { order: number }>(
  entries: readonly Entry[],
): Omit<Entry, "order">[] {
  return [...entries].sort((a, b) => a.order - b.order).map(({ order: _order, ...entry }) => entry);
}
