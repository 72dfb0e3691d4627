import * as z from "zod/mini";
import { statSchema } from "../blocks.ts";

/**
 * The claims of SPEC §1, as figures the pages show. Numbers carry over exactly;
 * every page that quotes one reads it from here.
 */
const hubFactsSchema = z.strictObject({
  trained: statSchema,
  startups: statSchema,
  incubated: statSchema,
  children: statSchema,
});

export const hubFacts = hubFactsSchema.parse({
  trained: { value: 1000, suffix: "+", label: "young Africans trained in 5 years" },
  startups: { value: 50, suffix: "+", label: "startups supported since 2017" },
  incubated: { value: 15, suffix: "+", label: "businesses incubated since 2017" },
  children: { value: 36, suffix: "+", label: "children trained at Codeville" },
});

/** SPEC §1: fun in learning, as the pages quote it. */
export const learningClaims = {
  learnersValueFunPercent: 91,
  gamificationProductivityGainPercent: 50,
} as const;
