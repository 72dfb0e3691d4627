import * as z from "zod/mini";
import { statSchema } from "../blocks.ts";

/** The hub's figures (content/hub/facts.yaml): SPEC §1's claims, one record. */
export const hubFactKeys = ["trained", "startups", "incubated", "children"] as const;
export type HubFactKey = (typeof hubFactKeys)[number];

const percent = z.number().check(z.int(), z.gte(0), z.lte(100));

export const hubFactsSchema = z.strictObject({
  trained: statSchema,
  startups: statSchema,
  incubated: statSchema,
  children: statSchema,
  learning: z.strictObject({
    learnersValueFunPercent: percent,
    gamificationProductivityGainPercent: percent,
  }),
});

export type HubFacts = z.infer<typeof hubFactsSchema>;

/** A figure in a page's list: one of the hub's facts by name, or a figure of the page's own. */
export const statEntrySchema = z.union([z.strictObject({ fact: z.enum(hubFactKeys) }), statSchema]);
