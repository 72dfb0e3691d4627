import type * as z from "zod/mini";
import type { Stat } from "../blocks.ts";
import type { Placeholders } from "../load.ts";
import { readSingleton } from "../read.server.ts";
import { hubFactKeys, type statEntrySchema } from "./facts.ts";

/** The hub's figures. */
export function readHubFacts(root?: string) {
  return readSingleton("hub/facts", { root, shared: true });
}

/**
 * What a text may name: "{hub.startups}" is the number of startups supported,
 * "{hub.learnersValueFunPercent}" a percentage of SPEC §1.
 */
export function hubFactPlaceholders(root?: string): Placeholders {
  const hubFacts = readHubFacts(root);
  return {
    // Grouped as readers write them: "1,000", not "1000".
    ...Object.fromEntries(
      hubFactKeys.map((key) => [`hub.${key}`, hubFacts[key].value.toLocaleString("en-NG")]),
    ),
    ...Object.fromEntries(
      Object.entries(hubFacts.learning).map(([key, value]) => [`hub.${key}`, String(value)]),
    ),
  };
}

/** A page's list of figures with the hub's facts filled in. */
export function resolveStats(entries: readonly z.infer<typeof statEntrySchema>[]): Stat[] {
  const hubFacts = readHubFacts();
  return entries.map((entry) => ("fact" in entry ? hubFacts[entry.fact] : entry));
}
