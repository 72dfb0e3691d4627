import type { Question } from "#content-model/admissions/forms.ts";

/**
 * Where an admissions form posts and where a post without JavaScript lands
 * (Post/Redirect/Get, issue 34). Two prerendered pages per call: sent, and
 * failed, whose fragment names why (`#closed`, `#invalid-child-age`), so
 * nothing the applicant typed is ever in an address. A repeat application
 * lands on the sent page as a new one does (decision 250). Each part is
 * encoded all the same: a Location header with a character outside
 * Latin-1, or a line break, makes Node throw instead of answering.
 */

/** A call's application page on the site. */
export function admissionFormPath(call: string): string {
  return `/apply/${call}/`;
}

/** The lead service's address for a call's applications. */
export function admissionActionPath(call: string): string {
  return `/api/apply/${call}`;
}

export function admissionSentPath(call: string): string {
  return `/apply/${encodeURIComponent(call)}/sent/`;
}

/**
 * The hidden field that says which version of the form the page showed
 * (decision 245). A question's id starts with a letter, so none is named so.
 */
export const formVersionFieldName = "_form-version";

/**
 * What the service answers a script whose form changed since its page was
 * made: the live version and its questions, for the form to show again
 * with the answers kept, and what each question needs.
 */
export type FormChangedAnswer = { version: string; questions: Question[] };

/** The live form in a form-changed answer, if the body is one. */
export function changedForm(body: unknown): FormChangedAnswer | null {
  const answer = body as { reason?: unknown; version?: unknown; questions?: unknown } | null;
  if (answer?.reason !== "form-changed" || typeof answer.version !== "string") return null;
  if (!Array.isArray(answer.questions)) return null;
  const questions = answer.questions as Question[];
  return questions.every((question) => typeof question?.id === "string")
    ? { version: answer.version, questions }
    : null;
}

/** Refusals of a whole post, besides a refused answer (`invalid-<question id>`). */
export const admissionRefusals = [
  "closed",
  "file-refused",
  "form-changed",
  "too-many-requests",
  "unavailable",
] as const;

export type AdmissionRefusal = (typeof admissionRefusals)[number];

/** Refusals that sending the form again cannot mend: its page points to the programme instead. */
export const finalAdmissionRefusals: ReadonlySet<AdmissionRefusal> = new Set(["closed"]);

/** The failed page, its fragment naming why; none when the reason is not one the page words. */
export function admissionFailedPath(
  call: string,
  reason: AdmissionRefusal | `invalid-${string}` | null,
): string {
  const page = `/apply/${encodeURIComponent(call)}/failed/`;
  return reason === null ? page : `${page}#${encodeURIComponent(reason)}`;
}
