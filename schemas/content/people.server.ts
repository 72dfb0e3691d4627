import type { Person } from "./blocks.ts";
import { loadCollection } from "./load.ts";
import { inOrder, teamMemberSchema } from "./people.ts";

/** The executive team on /about, in order. */
export function readTeam(): Person[] {
  return inOrder(loadCollection("hub/team", teamMemberSchema).map((entry) => entry.data));
}
