import type { Person, Review } from "./blocks.ts";
import { loadCollection } from "./load.ts";
import { inOrder, reviewEntrySchema, teamMemberSchema } from "./people.ts";

/** The executive team on /about, in order. */
export function readTeam(): Person[] {
  return inOrder(loadCollection("hub/team", teamMemberSchema).map((entry) => entry.data));
}

/** The Codeville reviews, in order. */
export function readReviews(): Review[] {
  return inOrder(loadCollection("codeville/reviews", reviewEntrySchema).map((entry) => entry.data));
}
