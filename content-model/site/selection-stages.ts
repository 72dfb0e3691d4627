import * as z from "zod/mini";
import {
  endStages,
  isEndStage,
  stageIdMaxChars,
  stageIdPattern,
  stageKinds,
} from "#schemas/admission-stages.ts";
import { type CallProgramme, callProgrammes } from "../calls/calls.ts";
import { wordsNaming as words } from "../fill-words.ts";

/**
 * Each programme's selection stages (content/site/selection-stages.yaml,
 * issue 34, decision 237): the stages an application goes through between
 * "received" and the ends every programme has ("declined", "withdrawn"), in
 * order, as its page describes its selection. The running service reads the
 * live release's file, so a change goes out with the next Publish.
 */
export const selectionStagesFile = "site/selection-stages.yaml";

/** What each kind of stage does, in the words of the person who chooses it in the editor. */
const stageKindDescription =
  "What moving an application to this stage does. Step: a stage of your own; it sends no mail, unless Stage mails has a mail for this stage. Interview: mails the applicant an invitation to an interview. Waitlisted: mails the applicant that they are on the waiting list. Offered: offers the place and mails the offer (a paid programme's mail is its invoice); a programme has one stage of this kind at most. Accepted: the applicant took the place; it comes after Offered.";

// The name first: the editor names a list item by its first text.
const stageSchema = z.strictObject({
  /** What the staff read in the list, its filter and the history. */
  name: words(),
  /** Stored with every application that reaches the stage: renaming it leaves those at the old id. */
  id: z.string().check(
    z.maxLength(stageIdMaxChars),
    // A pattern, not a refinement: the editor tests it in the field, in a list item's dialog too.
    z.regex(
      stageIdPattern,
      "must be lower-case letters, digits and hyphens, starting with a letter (as phone-call): the service stores it with each application",
    ),
    z.refine(
      (id) => !isEndStage(id),
      `cannot be ${endStages.join(", ")}: every programme has those already, before and after its own stages`,
    ),
  ),
  /** The words of the button that moves an application to the stage. */
  button: words(),
  /**
   * What the stage does (decision 237), said under the field in the editor:
   * the kinds' names alone did not tell a programme manager which one mails.
   */
  kind: z.enum(stageKinds).check(z.describe(stageKindDescription)),
  /** What the status page says the stage means, to a person who applied for themself. */
  applicant: words(),
  /** The same to the parent of a child who applied (a kids programme); without it, the applicant's words. */
  parent: z.optional(words()),
});

export type SelectionStage = z.infer<typeof stageSchema>;

/** Why a programme's stages cannot be used as they are, or null. */
function stagesProblem(stages: readonly SelectionStage[]): string | null {
  const ids = stages.map((stage) => stage.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) return `two stages have the id “${twice}”: each stage needs its own`;
  const offers = stages.filter((stage) => stage.kind === "offered");
  if (offers.length > 1) {
    return "has two stages of kind offered: a programme offers a place once (the offer sends a paid programme's invoice)";
  }
  const offer = stages.findIndex((stage) => stage.kind === "offered");
  const accepted = stages.findIndex((stage) => stage.kind === "accepted");
  if (accepted >= 0 && (offer < 0 || accepted < offer)) {
    return "has a stage of kind accepted before any of kind offered: a place is accepted only after it is offered";
  }
  return null;
}

const stagesSchema = z.array(stageSchema).check(
  z.minLength(1),
  z.superRefine((stages, context) => {
    const problem = stagesProblem(stages);
    if (problem) context.issues.push({ code: "custom", message: problem, input: stages });
  }),
);

// The programme first: the editor names a list item by it.
const programmeStagesSchema = z.strictObject({
  programme: z.enum(callProgrammes),
  stages: stagesSchema,
});

export const selectionStagesSchema = z
  .strictObject({
    /** The stages of a programme that has no list of its own. */
    default: stagesSchema,
    /** A programme's own stages, as its page describes its selection. */
    programmes: z.array(programmeStagesSchema),
  })
  .check(
    z.refine(
      (file) => {
        const programmes = file.programmes.map((each) => each.programme);
        return new Set(programmes).size === programmes.length;
      },
      {
        message: "a programme has one list of stages: two are written for the same programme",
        path: ["programmes"],
      },
    ),
  );

export type SelectionStages = z.infer<typeof selectionStagesSchema>;

/** A programme's stages between "received" and the ends: its own, or the default's. */
export function stagesOf(
  file: SelectionStages,
  programme: CallProgramme | undefined,
): readonly SelectionStage[] {
  return file.programmes.find((each) => each.programme === programme)?.stages ?? file.default;
}
