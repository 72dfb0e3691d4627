import * as z from "zod/mini";
import { personSchema } from "../blocks.ts";
import { sampleMarker } from "../sample.ts";

/**
 * People as collections, one file each: the executive team
 * (content/hub/team/<name>.yaml) and the Sparks mentors
 * (content/sparks/mentors/<name>.yaml); the Codeville reviews, which name a
 * child, are in children.ts. `order` places an entry, 1 first, so adding a
 * person is adding a file.
 */
const order = z.number().check(z.int(), z.positive());

const memberShape = { order, ...personSchema.shape };
export const teamMemberSchema = z.strictObject({
  ...memberShape,
  sample: sampleMarker(memberShape),
});

/** Entries in their `order`, without it. */
export function inOrder<Entry extends { order: number }>(
  entries: readonly Entry[],
): Omit<Entry, "order">[] {
  return [...entries].sort((a, b) => a.order - b.order).map(({ order: _order, ...entry }) => entry);
}
