import * as z from "zod/mini";
import { programmeCardSchema } from "../blocks.ts";
import { programmePath } from "./navigation.ts";
import { kidsProgrammes, programmeIds } from "./programmes.ts";

/**
 * The four programme cards (SPEC §3), from the same facts as the pages and the
 * brochure. A card's Apply is resolved from its programme's call (content/calls/) by
 * the route's loader, so the content holds everything else.
 */
const programmeCardContentSchema = z.strictObject({
  id: z.enum(programmeIds),
  ...z.omit(programmeCardSchema, { apply: true }).shape,
  applyLabel: z.string(),
});

export type ProgrammeCardContent = z.infer<typeof programmeCardContentSchema>;

export const programmeCards = z.array(programmeCardContentSchema).parse(
  kidsProgrammes.map((programme) => ({
    id: programme.id,
    type: programme.cardType,
    title: programme.title,
    ageLimit: programme.ageLimit,
    ageLabel: `Ages ${programme.ageLimit}`,
    description: programme.summary,
    comment: `${programme.forWhom}. ${programme.duration}.`,
    details: { label: `About ${programme.title}`, link: programmePath(programme.id) },
    applyLabel: "Apply",
  })),
);
