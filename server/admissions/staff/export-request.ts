import type { FastifyReply, FastifyRequest } from "fastify";
import type { ProgrammeSelection } from "#content-model/calls/programme-selection.ts";
import {
  type ApplicationsPagesOptions,
  callParam,
  frameOf,
} from "#server/admissions/staff/application-params.ts";
import { addressedList, isListProblem, listFilter } from "#server/admissions/staff/list-query.ts";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import type { ApplicationFilter } from "#server/db/admission-pages.ts";

/** What an export of a call's list is asked for: the list's own filter, and what the audit line says of it. */
export type ExportRequest = {
  call: string;
  selection: ProgrammeSelection;
  filter: ApplicationFilter;
  /** The filter as the audit log keeps it: stage, answer and "mine" as they are, a search only as having been one. */
  filtered: Record<string, unknown>;
};

/**
 * An export reads its address as the list does (`addressedList`), so it
 * holds exactly the applications the list shows, every page of them
 * (walk of the staff side, 2026-11-29): the list links to its exports with
 * its own filters and its search's token. A filter that cannot be read is
 * refused with the list's reason, as a page (null returned).
 */
export async function exportRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ApplicationsPagesOptions,
): Promise<ExportRequest | null> {
  const frame = frameOf(request, "Export applications", options);
  const call = callParam(request.params);
  if (!call) {
    sendRefusal(reply, frame, 404, "There is no such call.", {
      href: "/applications",
      label: "Back to the calls",
    });
    return null;
  }
  const selection = options.moves.selectionOf(call);
  const questions = await options.pages.answerQuestions(call);
  const query = addressedList(request, options, call, questions, selection);
  if (isListProblem(query)) {
    sendRefusal(reply, frame, query.status, query.message, query.back);
    return null;
  }
  const filtered = {
    ...(query.stage ? { stage: query.stage } : {}),
    ...(query.answer ? { answer: query.answer.field } : {}),
    ...(query.mine ? { mine: true } : {}),
    ...(query.q ? { searched: true } : {}),
  };
  return {
    call,
    selection,
    filter: listFilter(call, query, selection, request.staff?.id),
    filtered,
  };
}
