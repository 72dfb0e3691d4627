/**
 * Where an application stands (issue 34, decision 198): the stages in the
 * order they come, their names in the staff's plain words, and the moves
 * staff may make. Moves only go forward, so an application reaches a stage
 * at most once: the stage a page showed is enough to tell that the page is
 * stale, and the stage an application reached is a unique key of its
 * history (and of the mail that stage sends).
 */
export const admissionStages = [
  "received",
  "reviewing",
  "interview",
  "offered",
  "waitlisted",
  "accepted",
  "declined",
  "withdrawn",
] as const;

export type AdmissionStage = (typeof admissionStages)[number];

export function isAdmissionStage(value: unknown): value is AdmissionStage {
  return admissionStages.some((stage) => stage === value);
}

/** What a programme manager reads in a list, a filter and the history. */
export const admissionStageNames: Record<AdmissionStage, string> = {
  received: "New",
  reviewing: "Being reviewed",
  interview: "Invited to interview",
  offered: "Offered a place",
  waitlisted: "On the waiting list",
  accepted: "Accepted the place",
  declined: "Not offered a place",
  withdrawn: "Withdrew",
};

/**
 * The moves from each stage. "Not offered a place" is the hub's answer, so it
 * no longer follows an offer: an applicant who turns a place down withdraws.
 * Declined and withdrawn end an application; a mistaken move is put right by
 * writing to the applicant, since its mail has gone.
 */
export const admissionMoves: Record<AdmissionStage, readonly AdmissionStage[]> = {
  received: ["reviewing", "declined", "withdrawn"],
  reviewing: ["interview", "offered", "waitlisted", "declined", "withdrawn"],
  interview: ["offered", "waitlisted", "declined", "withdrawn"],
  waitlisted: ["offered", "declined", "withdrawn"],
  offered: ["accepted", "withdrawn"],
  accepted: ["withdrawn"],
  declined: [],
  withdrawn: [],
};

/** The words of the button (and the preview's title) that makes each move. */
export const admissionMoveWords: Record<AdmissionStage, string> = {
  received: "Mark as new",
  reviewing: "Start reviewing",
  interview: "Invite to interview",
  offered: "Offer a place",
  waitlisted: "Put on the waiting list",
  accepted: "Mark the place accepted",
  declined: "Decline: no place",
  withdrawn: "Mark as withdrawn",
};

export function isAllowedMove(from: AdmissionStage, to: AdmissionStage): boolean {
  return admissionMoves[from].includes(to);
}

/** The stages whose reaching mails the applicant (the rest are the staff's own steps, or the applicant's). */
export const mailedStages = ["interview", "offered", "waitlisted", "declined"] as const;

export type MailedStage = (typeof mailedStages)[number];

export function isMailedStage(stage: AdmissionStage): stage is MailedStage {
  return mailedStages.some((mailed) => mailed === stage);
}
