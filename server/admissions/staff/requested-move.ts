import type { FastifyReply, FastifyRequest } from "fastify";
import type { ProgrammeSelection } from "#content-model/calls/programme-selection.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  stageOf,
} from "#server/admissions/staff/application-params.ts";
import { requestedApplication } from "#server/admissions/staff/requested-application.ts";
import { type PageFrame, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import type { ApplicationDetail } from "#server/db/admission-pages.ts";
import type { StaffPrincipal } from "#server/staff/guard.ts";
import { refusal } from "#server/staff/guard.ts";

export type RequestedMove = {
  application: ApplicationDetail;
  frame: PageFrame;
  expected: AdmissionStage;
  to: AdmissionStage;
  /** The stages of the application's programme. */
  selection: ProgrammeSelection;
  staff: StaffPrincipal;
  back: { href: string; label: string };
};

/** Why a move from `expected` found the application elsewhere: who moved it, and where. */
export function staleWords(
  selection: ProgrammeSelection,
  expected: AdmissionStage,
  now: Pick<ApplicationDetail, "stage" | "history"> | null,
): string {
  const last = now?.history.at(-1);
  return `Nothing was changed: while your page showed “${selection.nameOf(expected)}”, ${
    last ? `${last.by} moved this application` : "it was moved"
  } to “${selection.nameOf(now?.stage ?? expected)}”. Open it again to see where it stands now.`;
}

/**
 * The move a form asks for (`expected`, the stage the page showed, and `to`),
 * checked as the preview and the confirmation both need it: a move the stage
 * does not allow is 400, a page the application has moved on from since is
 * 409, each a page with the reason and the way back, already sent (null).
 */
export async function requestedMove(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<ApplicationsPagesOptions, "pages" | "stylesheet" | "content">,
): Promise<RequestedMove | null> {
  const requested = await requestedApplication(request, reply, options);
  if (!requested) return null;
  const { application, frame } = requested;
  const back = { href: applicationPath(application), label: "Open the application again" };
  const body = (request.body ?? {}) as Record<string, unknown>;
  const expected = stageOf(body.expected);
  const to = stageOf(body.to);
  if (!expected || !to) {
    sendRefusal(
      reply,
      frame,
      400,
      "Choose a move on the application's page: the stage it is at and the one to move it to were not both sent.",
      back,
    );
    return null;
  }
  const staff = request.staff;
  // The guard signs everyone in before these routes; a request without a person is refused all the same.
  if (!staff) {
    refusal(reply, 401, "Sign in first.");
    return null;
  }
  const { selection } = callNames(application.call, options.content());
  // The stage the page showed is one the programme knows, or one the application stood at
  // (a stage removed since): a page that showed it is stale, not wrong.
  const stoodAt =
    expected === application.stage ||
    application.history.some((line) => line.from === expected || line.to === expected);
  if (!(selection.knows(expected) || stoodAt) || !selection.knows(to)) {
    sendRefusal(reply, frame, 400, "There is no such stage in this programme.", back);
    return null;
  }
  if (!selection.isAllowedMove(expected, to)) {
    sendRefusal(
      reply,
      frame,
      400,
      `An application cannot move from “${selection.nameOf(expected)}” to “${selection.nameOf(to)}”.`,
      back,
    );
    return null;
  }
  if (application.stage !== expected) {
    sendRefusal(reply, frame, 409, staleWords(selection, expected, application), back);
    return null;
  }
  return { application, frame, expected, to, selection, staff, back };
}
