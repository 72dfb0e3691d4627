import type { ProgrammeSelection } from "#content-model/calls/programme-selection.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import {
  type MoveMail,
  type Mover,
  OfferRefused,
  type StageMoves,
} from "#server/admissions/stage-moves.ts";
import type { AdmissionPages, MovableApplication } from "#server/db/admission-pages.ts";

/** An application ticked on a call's list, with the stage the list showed it at. */
export type ChosenApplication = { reference: string; expected: AdmissionStage };

/** One chosen application in a preview: it will move, with its mail; or why it cannot. */
export type PlannedMove =
  | { reference: string; email: string; names: string[]; moves: true; mail: MoveMail }
  | { reference: string; names: string[]; moves: false; why: string };

/** What became of one chosen application when the move was confirmed. */
export type BulkMoveResult =
  | { reference: string; moved: true }
  | { reference: string; moved: false; why: string };

/** How many applications one move of many takes: ten pages of the list, and the benchmark's 500. */
export const bulkMoveMaxApplications = 500;

/** How many single moves run at once: PostgreSQL's pool and SQLite's group commits both gain from a few. */
const movesAtOnce = 8;

const whyGone = "It is no longer in this call (it may have been erased).";

const whyStale = (selection: ProgrammeSelection, expected: AdmissionStage, now: AdmissionStage) =>
  `It was moved since the list showed “${selection.nameOf(expected)}”: it is at “${selection.nameOf(now)}” now.`;

const whyNotAllowed = (selection: ProgrammeSelection, from: AdmissionStage, to: AdmissionStage) =>
  `An application cannot move from “${selection.nameOf(from)}” to “${selection.nameOf(to)}”.`;

/**
 * Moving many applications of a call at once (issue 34, decision 217): each
 * chosen application goes through `stageMoves().move`, so each is checked
 * against the stage the list showed, stored with its history line and its
 * one mail, or skipped with the reason. A move of many is only many single
 * moves: posting it twice, or from two instances at once, moves and mails
 * each application once, since a stage is reached once (decision 198).
 */
export function bulkMoves({
  pages,
  moves,
}: {
  pages: Pick<AdmissionPages, "movable">;
  moves: Pick<StageMoves, "move" | "mailOf" | "selectionOf">;
}) {
  async function found(call: string, chosen: readonly ChosenApplication[]) {
    const applications = await pages.movable(
      call,
      chosen.map((each) => each.reference),
    );
    return new Map(applications.map((application) => [application.reference, application]));
  }

  /** Why a chosen application cannot make the move, or null when it can. */
  function refusal(
    selection: ProgrammeSelection,
    application: MovableApplication | undefined,
    expected: AdmissionStage,
    to: AdmissionStage,
  ): string | null {
    if (!application) return whyGone;
    if (!selection.isAllowedMove(expected, to)) return whyNotAllowed(selection, expected, to);
    if (application.stage !== expected) return whyStale(selection, expected, application.stage);
    return null;
  }

  return {
    /** What a confirmation would do, storing nothing: who moves with which mail, who cannot and why. */
    async preview(
      call: string,
      chosen: readonly ChosenApplication[],
      to: AdmissionStage,
    ): Promise<PlannedMove[]> {
      const byReference = await found(call, chosen);
      const selection = moves.selectionOf(call);
      return chosen.map(({ reference, expected }) => {
        const application = byReference.get(reference);
        const why = refusal(selection, application, expected, to);
        return application && why === null
          ? {
              reference,
              email: application.email,
              names: application.names,
              moves: true,
              mail: moves.mailOf(application, to),
            }
          : { reference, names: application?.names ?? [], moves: false, why: why ?? whyGone };
      });
    },

    /** Moves each chosen application that still can, a few at once; each result says what became of it. */
    async move(
      call: string,
      chosen: readonly ChosenApplication[],
      to: AdmissionStage,
      by: Mover,
    ): Promise<BulkMoveResult[]> {
      const byReference = await found(call, chosen);
      const selection = moves.selectionOf(call);
      const results: BulkMoveResult[] = new Array(chosen.length);
      async function moveOne(index: number) {
        const { reference, expected } = chosen[index] as ChosenApplication;
        const application = byReference.get(reference);
        const why = refusal(selection, application, expected, to);
        if (!application || why !== null) {
          results[index] = { reference, moved: false, why: why ?? whyGone };
          return;
        }
        try {
          const outcome = await moves.move(application, expected, to, by);
          results[index] =
            outcome === "moved"
              ? { reference, moved: true }
              : {
                  reference,
                  moved: false,
                  why:
                    outcome === "stale"
                      ? `Someone moved it meanwhile, from “${selection.nameOf(expected)}”.`
                      : whyNotAllowed(selection, expected, to),
                };
        } catch (error) {
          // A paid offer its invoice cannot go with: nothing of this one was stored.
          if (!(error instanceof OfferRefused)) throw error;
          results[index] = { reference, moved: false, why: error.message };
        }
      }
      let next = 0;
      const worker = async () => {
        while (next < chosen.length) {
          const index = next;
          next += 1;
          await moveOne(index);
        }
      };
      await Promise.all(Array.from({ length: Math.min(movesAtOnce, chosen.length) }, worker));
      return results;
    },
  };
}

export type BulkMoves = ReturnType<typeof bulkMoves>;
