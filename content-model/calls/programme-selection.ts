import {
  type AdmissionStage,
  type EndStage,
  endMoveWords,
  endStageNames,
  isAllowedMove,
  isEndStage,
  movesFrom,
  type StageKind,
} from "#schemas/admission-stages.ts";
import { type SelectionStage, type SelectionStages, stagesOf } from "../site/selection-stages.ts";
import type { CallProgramme } from "./calls.ts";

/**
 * One programme's selection as staff and applicants meet it (decision 237):
 * its stages in order with the ends, their names, buttons and kinds, and the
 * moves. A stage id the programme no longer has (an editor removed or
 * renamed it, and applications stay at it) is still named, from the default
 * list or another programme's, or by its id: a page never fails for it.
 */
export type ProgrammeSelection = {
  /** Every stage in order: "received", the programme's, "declined", "withdrawn". */
  order: readonly AdmissionStage[];
  /** The stage, if the programme (or the default list, or another programme) has one of that id. */
  stageOf(id: AdmissionStage): SelectionStage | undefined;
  /** Whether a form or an address may name the id: a stage of the programme, or one `stageOf` finds. */
  knows(id: AdmissionStage): boolean;
  nameOf(id: AdmissionStage): string;
  /** The words of the button that moves an application to the stage. */
  buttonOf(id: AdmissionStage): string;
  /** What the stage does; undefined for an id the programme no longer has. */
  kindOf(id: AdmissionStage): StageKind | EndStage | undefined;
  movesFrom(from: AdmissionStage): AdmissionStage[];
  isAllowedMove(from: AdmissionStage, to: AdmissionStage): boolean;
};

export function programmeSelection(
  file: SelectionStages,
  programme: CallProgramme | undefined,
): ProgrammeSelection {
  const stages = stagesOf(file, programme);
  const elsewhere = [...file.default, ...file.programmes.flatMap((each) => each.stages)];
  const own = (id: AdmissionStage) => stages.find((stage) => stage.id === id);
  const stageOf = (id: AdmissionStage) => own(id) ?? elsewhere.find((stage) => stage.id === id);
  const order = ["received", ...stages.map((stage) => stage.id), "declined", "withdrawn"];
  return {
    order,
    stageOf,
    knows: (id) => order.includes(id) || stageOf(id) !== undefined,
    nameOf: (id) => (isEndStage(id) ? endStageNames[id] : (stageOf(id)?.name ?? id)),
    buttonOf: (id) =>
      id === "declined" || id === "withdrawn"
        ? endMoveWords[id]
        : (stageOf(id)?.button ?? `Move to “${id}”`),
    kindOf: (id) => (isEndStage(id) ? id : own(id)?.kind),
    movesFrom: (from) => movesFrom(stages, from),
    isAllowedMove: (from, to) => isAllowedMove(stages, from, to),
  };
}
