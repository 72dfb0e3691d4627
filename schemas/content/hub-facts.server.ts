import type * as z from "zod/mini";
import type { Stat } from "#content/blocks.ts";
import { hubFactKeys, hubFactsSchema, type statEntrySchema } from "./hub-facts.ts";
import { loadEntry, type Placeholders } from "./load.ts";

/** The hub's figures, read once per process. */
export const hubFacts = loadEntry("hub/facts.yaml", hubFactsSchema);

/**
 * What a text may name: "{hub.startups}" is the number of startups supported,
 * "{hub.learnersValueFunPercent}" a percentage of SPEC §1.
 */
export const hubFactPlaceholders: Placeholders = {
  ...Object.fromEntries(hubFactKeys.map((key) => [`hub.${key}`, String(hubFacts[key].value)])),
  ...Object.fromEntries(
    Object.entries(hubFacts.learning).map(([key, value]) => [`hub.${key}`, String(value)]),
  ),
};

/** A page's list of figures with the hub's facts filled in. */
export function resolveStats(entries: readonly z.infer<typeof statEntrySchema>[]): Stat[] {
  return entries.map((entry) => ("fact" in entry ? hubFacts[entry.fact] : entry));
}
