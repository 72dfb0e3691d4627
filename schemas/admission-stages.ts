/**
 * Where an application stands (issue 34, decisions 198 and 237). Every
 * programme has the same ends: "received" when it is stored, "declined" and
 * "withdrawn" when it ends. Between them come the programme's own stages,
 * content the editors keep (content/site/selection-stages.yaml), each with a
 * kind that gives it its behaviour. A stage is an id, stored as text with
 * each application and its history: ids removed from the content since stay
 * readable.
 *
 * Moves only go forward in the programme's order, so an application reaches
 * a stage at most once: the stage a page showed is enough to tell that the
 * page is stale, and the stage an application reached is a unique key of
 * its history (and of the mail that stage sends).
 */
export type AdmissionStage = string;

/** What a programme's stage does when an application reaches it. */
export const stageKinds = ["step", "interview", "waitlisted", "offered", "accepted"] as const;

export type StageKind = (typeof stageKinds)[number];

/** The ends every programme has, whatever its stages. */
export const endStages = ["received", "declined", "withdrawn"] as const;

export type EndStage = (typeof endStages)[number];

export function isEndStage(stage: AdmissionStage): stage is EndStage {
  return endStages.some((end) => end === stage);
}

/** An id a programme's stage may have: a slug, stored with each application that reaches it. */
export const stageIdPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const stageIdMaxChars = 40;

export function isStageId(value: unknown): value is AdmissionStage {
  return typeof value === "string" && value.length <= stageIdMaxChars && stageIdPattern.test(value);
}

/** The ends' names, as staff read them in a list, a filter and the history. */
export const endStageNames: Record<EndStage, string> = {
  received: "New",
  declined: "Not selected",
  withdrawn: "Withdrew",
};

/** The words of the buttons that end an application. */
export const endMoveWords: Record<Exclude<EndStage, "received">, string> = {
  declined: "Not selected: no place",
  withdrawn: "Mark as withdrawn",
};

/** Stages after which nothing more happens to an application. */
export const endedStages = ["declined", "withdrawn"] as const;

export function hasEnded(stage: AdmissionStage): boolean {
  return endedStages.some((ended) => ended === stage);
}

/** What the moves need of a programme's stage (content-model/site/selection-stages.ts has the rest). */
export type OrderedStage = { id: AdmissionStage; kind: StageKind };

/**
 * The stages an application at `from` may move to, in a programme whose
 * stages between "received" and the ends are `stages`, in order: any later
 * stage, "declined" and "withdrawn" from any open stage. The offer cannot be
 * skipped: a stage after the offered one is reached only from the offer or
 * later, and "declined" (the hub's answer) never follows an offer, since an
 * applicant who turns a place down withdraws. A stage the programme no
 * longer has (an editor removed or renamed it) may move to the stages up to
 * the offer and to the ends, so that no application is left stuck.
 */
export function movesFrom(stages: readonly OrderedStage[], from: AdmissionStage): AdmissionStage[] {
  if (hasEnded(from)) return [];
  const offer = stages.findIndex((stage) => stage.kind === "offered");
  const at = from === "received" ? -1 : stages.findIndex((stage) => stage.id === from);
  const offered = offer >= 0 && at >= offer;
  const later = stages.filter(
    (_stage, index) => index > at && (offer < 0 || offered || index <= offer),
  );
  return [...later.map((stage) => stage.id), ...(offered ? [] : ["declined"]), "withdrawn"];
}

export function isAllowedMove(
  stages: readonly OrderedStage[],
  from: AdmissionStage,
  to: AdmissionStage,
): boolean {
  return movesFrom(stages, from).includes(to);
}
