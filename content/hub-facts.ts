import * as z from "zod/mini";

/** The claims of SPEC §1, as figures the pages show. Numbers carry over exactly. */
const hubFactSchema = z.strictObject({
  id: z.enum(["trained", "startups", "incubated", "children"]),
  value: z.number().check(z.positive()),
  suffix: z.literal("+"),
  label: z.string(),
});

export type HubFact = z.infer<typeof hubFactSchema>;

export const hubFacts = z.array(hubFactSchema).parse([
  { id: "trained", value: 1000, suffix: "+", label: "young Africans trained in 5 years" },
  { id: "startups", value: 50, suffix: "+", label: "startups supported since 2017" },
  { id: "incubated", value: 15, suffix: "+", label: "businesses incubated since 2017" },
  { id: "children", value: 36, suffix: "+", label: "children trained at Codeville" },
]);

export const foundedYear = 2017;
