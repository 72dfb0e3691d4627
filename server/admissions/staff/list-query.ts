import type { FastifyRequest } from "fastify";
import type { ProgrammeSelection } from "#content-model/calls/programme-selection.ts";
import { type ApplicationSort, isApplicationSort } from "#schemas/admission-list-order.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { lineControlCharacters } from "#schemas/control-characters.ts";
import {
  type ApplicationsPagesOptions,
  stageOf,
} from "#server/admissions/staff/application-params.ts";
import {
  type ChosenAnswer,
  chosenAnswer,
  listAddress,
} from "#server/admissions/staff/list-filters.ts";
import { isSearchToken, searchSlotMinutes } from "#server/admissions/staff/search-slots.ts";
import { decodeListCursor, type ListCursor } from "#server/db/admission-list-order.ts";
import type { AnswerQuestion, ApplicationFilter } from "#server/db/admission-pages.ts";

/**
 * How a call's list reads what it is asked (issue 34, decisions 211, 219
 * and 246): the list itself, its search form and its exports read the same
 * fields the same way, so an export carries exactly the list's filters.
 */

export const searchMaxChars = 200;

export type ListQuery = {
  q: string;
  /** The token of the kept search whose words `q` are (decision 246), or null. */
  search: string | null;
  stage: AdmissionStage | null;
  answer: ChosenAnswer | null;
  sort: ApplicationSort;
  after: ListCursor | null;
  /** Only those assigned to the signed-in person (decision 217). */
  mine: boolean;
  /** The cursor as the address gave it, for the way back to this very page. */
  afterText: string | null;
};

/** Why a list cannot be drawn as asked: the status, the reason, and the way on. */
export type ListProblem = {
  status: 400 | 404;
  message: string;
  back: { href: string; label: string };
};

/**
 * The fields of the list's address: a kept search's token, the filters and
 * the page; `q` only to be refused with its reason (decision 211).
 */
const addressFields = ["q", "search", "stage", "answer", "sort", "mine", "after"] as const;

/** The fields the search form posts: its words and the filters; it always starts on the first page. */
export const formFields = ["q", "stage", "answer", "sort", "mine"] as const;

/** A field of a query or a form, as text ("" when absent); `fieldsProblem` has refused any other value. */
export function textOf(fields: unknown, name: string): string {
  const value = (fields as Record<string, unknown> | null)?.[name];
  return typeof value === "string" ? value : "";
}

/** A field's name as a reason quotes it: short, and any control character spelt out. */
const quotedName = (name: string) =>
  JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * Why a query or a form cannot be read as the list's filters, or null. A
 * field given twice (`?stage=a&stage=b`) or one the list does not know
 * (`?stag=offer`) is refused with its name: passed over, it gave a list
 * that looked filtered and was not.
 */
export function fieldsProblem(fields: unknown, known: readonly string[]): string | null {
  if (fields === null || typeof fields !== "object") return null;
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value))
      return `The parameter ${quotedName(name)} is given more than once: give it once.`;
    if (!known.includes(name)) {
      return `Unknown parameter ${quotedName(name)}: the list is filtered by stage, answer, sort and "mine" only.`;
    }
    if (typeof value !== "string") return `The parameter ${quotedName(name)} should be text.`;
  }
  return null;
}

export function isListProblem(value: ListQuery | ListProblem): value is ListProblem {
  return "status" in value;
}

/** The list's filters from a query or a form, or why they cannot be read. */
export function listQuery(
  fields: unknown,
  q: string,
  search: string | null,
  call: string,
  questions: readonly AnswerQuestion[],
  selection: ProgrammeSelection,
): ListQuery | ListProblem {
  const refused = (message: string, label: string): ListProblem => ({
    status: 400,
    message,
    back: { href: `/applications/${call}`, label },
  });
  if (q.length > searchMaxChars) {
    return refused(
      `Search for at most ${searchMaxChars} characters: a name, an email address, a phone number or a reference.`,
      "Search again",
    );
  }
  if (lineControlCharacters.test(q)) {
    return refused("Search for words without control characters.", "Search again");
  }
  const stageText = textOf(fields, "stage");
  const stage = stageOf(stageText);
  if (stageText !== "" && !(stage && selection.knows(stage))) {
    return refused("There is no such stage.", "Show every stage");
  }
  const answerText = textOf(fields, "answer");
  const answer = answerText ? chosenAnswer(answerText, questions) : null;
  if (answerText && !answer) {
    return refused("No question of this call's form has that answer.", "Show every answer");
  }
  const sortText = textOf(fields, "sort");
  const sort = sortText === "" ? "newest" : sortText;
  if (!isApplicationSort(sort)) return refused("There is no such order.", "Newest first");
  const afterText = textOf(fields, "after");
  const after = afterText ? decodeListCursor(afterText, sort) : null;
  if (afterText && !after) {
    return refused("That page no longer exists; start again.", "The first page");
  }
  return {
    q,
    search,
    stage,
    answer,
    sort,
    after,
    afterText: after ? afterText : null,
    mine: textOf(fields, "mine") === "1",
  };
}

/**
 * The list an address asks for (the list's page, or its exports): its
 * filters, and a kept search's words found by its token in the browser's
 * sealed cookie (decision 246). `q` in an address is refused; a token that
 * is not (or no longer) kept is a 404 that says so.
 */
export function addressedList(
  request: FastifyRequest,
  options: Pick<ApplicationsPagesOptions, "searches" | "now">,
  call: string,
  questions: readonly AnswerQuestion[],
  selection: ProgrammeSelection,
): ListQuery | ListProblem {
  const everyApplication = { href: `/applications/${call}`, label: "Show every application" };
  const problem = fieldsProblem(request.query, addressFields);
  if (problem) return { status: 400, message: problem, back: everyApplication };
  if (textOf(request.query, "q") !== "") {
    return {
      status: 400,
      message:
        "Search with the search box: a search is not kept in a page's address, since it may name a person.",
      back: { href: `/applications/${call}`, label: "Search again" },
    };
  }
  const token = textOf(request.query, "search");
  const q =
    token && request.staff && isSearchToken(token)
      ? options.searches.find(request.headers.cookie, request.staff.id, call, token, options.now())
      : null;
  const query = listQuery(
    request.query,
    q ?? "",
    q === null ? null : token,
    call,
    questions,
    selection,
  );
  if (isListProblem(query) || !token || q !== null) return query;
  return {
    status: 404,
    message: `That search is no longer kept: a search is kept for ${searchSlotMinutes} minutes, in the browser that made it. Search again.`,
    back: { href: listAddress(call, query), label: "Search again" },
  };
}

/** What the database is asked for a list's filters; `me` is the signed-in person, for "mine". */
export function listFilter(
  call: string,
  query: ListQuery,
  selection: ProgrammeSelection,
  me: string | undefined,
): ApplicationFilter {
  return {
    call,
    sort: query.sort,
    stageOrder: selection.order,
    ...(query.q ? { q: query.q } : {}),
    ...(query.stage ? { stage: query.stage } : {}),
    ...(query.answer ? { answer: query.answer.filter } : {}),
    ...(query.mine && me ? { assignedTo: me } : {}),
  };
}
