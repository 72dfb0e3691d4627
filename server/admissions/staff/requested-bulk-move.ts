import type { FastifyReply, FastifyRequest } from "fastify";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { bulkMoveMaxApplications, type ChosenApplication } from "#server/admissions/bulk-moves.ts";
import {
  type ApplicationsPagesOptions,
  callParam,
  frameOf,
  stageOf,
} from "#server/admissions/staff/application-params.ts";
import { type PageFrame, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import type { StaffPrincipal } from "#server/staff/guard.ts";
import { refusal } from "#server/staff/guard.ts";

/** A ticked application's value on the list: its reference and the stage the list showed. */
const chosenShape = /^([A-Z]{3}-\d{4}-\d{4,9}):([a-z0-9-]{1,40})$/;

/** The list's address a move of many goes back to: its filters, a search's token and its page (decision 246). */
const listAddressMaxChars = 600;

/** A move of many: each ticked value (about 30 bytes and its name) for the most one post takes, and the list's address. */
export const bulkMoveFormMaxBytes = bulkMoveMaxApplications * 48 + 256 + listAddressMaxChars * 3;

export type RequestedBulkMove = {
  call: string;
  frame: PageFrame;
  chosen: ChosenApplication[];
  to: AdmissionStage;
  staff: StaffPrincipal;
  /** The list the applications were ticked on, as it was (filters, search, page), to go back to. */
  back: { href: string; label: string };
};

/**
 * The list address a form names to go back to, if it is one of this call's
 * lists (the path, then only the characters `listAddress` writes); else the
 * call's first page, so nothing posted can lead anywhere else.
 */
function listBack(call: string, sent: unknown): string {
  const first = `/applications/${call}`;
  if (typeof sent !== "string" || sent.length > listAddressMaxChars) return first;
  const query = sent.startsWith(`${first}?`) ? sent.slice(first.length + 1) : null;
  return query !== null && /^[A-Za-z0-9=&%+._~-]+$/.test(query) ? sent : first;
}

/** The value a list row's checkbox sends for an application at a stage. */
export function chosenValue(reference: string, stage: AdmissionStage): string {
  return `${reference}:${stage}`;
}

function chosenOf(values: unknown): ChosenApplication[] | null {
  const list = Array.isArray(values) ? values : values === undefined ? [] : [values];
  const chosen = new Map<string, ChosenApplication>();
  for (const value of list) {
    const match = typeof value === "string" ? chosenShape.exec(value) : null;
    const expected = stageOf(match?.[2]);
    if (!match?.[1] || !expected) return null;
    chosen.set(match[1], { reference: match[1], expected });
  }
  return [...chosen.values()];
}

/**
 * A move of many as a form asks for it (decision 217): the ticked
 * applications (`pick`, each its reference and the stage the list showed)
 * and `to`. None ticked, too many, a value no list row sends or a stage
 * there is not is refused with the reason (400), already sent (null).
 */
export async function requestedBulkMove(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<ApplicationsPagesOptions, "stylesheet" | "moves">,
): Promise<RequestedBulkMove | null> {
  const frame = frameOf(request, "Move applications", options);
  const call = callParam(request.params);
  if (!call) {
    sendRefusal(reply, frame, 404, "There is no such call.", {
      href: "/applications",
      label: "Back to the calls",
    });
    return null;
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const back = { href: listBack(call, body.list), label: "Back to the list" };
  const to = stageOf(body.to);
  const chosen = chosenOf(body.pick);
  const staff = request.staff;
  // The guard signs everyone in before these routes; a request without a person is refused all the same.
  if (!staff) {
    refusal(reply, 401, "Sign in first.");
    return null;
  }
  const targets = options.moves.selectionOf(call).order.filter((stage) => stage !== "received");
  const problem = !to
    ? "Choose the stage to move them to."
    : !targets.includes(to)
      ? "Choose one of this programme's stages to move them to."
      : !chosen
        ? "Tick the applications on the list: what was sent is not one of its rows."
        : chosen.length === 0
          ? "Tick at least one application on the list first."
          : chosen.length > bulkMoveMaxApplications
            ? `Move at most ${bulkMoveMaxApplications} applications at once.`
            : null;
  if (problem || !to || !chosen) {
    sendRefusal(
      reply,
      frame,
      400,
      problem ?? "Tick at least one application on the list first.",
      back,
    );
    return null;
  }
  return { call, frame, chosen, to, staff, back };
}
