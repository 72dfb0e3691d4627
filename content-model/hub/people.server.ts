import type { Person } from "../blocks.ts";
import { readCollection } from "../read.server.ts";
import { inOrder } from "./people.ts";

/** The executive team on /about, in order. */
export function readTeam(): Person[] {
  return inOrder(readCollection("hub/team").map((entry) => entry.data));
}
