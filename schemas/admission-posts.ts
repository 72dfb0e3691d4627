/**
 * Where an admissions form posts and where a post without JavaScript lands
 * (Post/Redirect/Get, issue 34). Two prerendered pages per call: sent, and
 * failed, whose fragment names why (`#already-applied`, `#invalid-child-age`),
 * so nothing the applicant typed is ever in an address. Each part is
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
 * What the form hands its sent page when a script sent it: the reference,
 * in the browser's history state, never in the address.
 */
export type AdmissionSentState = { reference: string };

/**
 * What the form's script leaves for the failed page when the address has
 * already applied for that child (decision 243): the child's first name, in
 * the browser's history state, never in the address.
 */
export type AdmissionRefusedState = { child: string };

/** The child's first name in a history state, if it has one. */
export function refusedChild(value: unknown): string | null {
  const child = (value as { child?: unknown } | null)?.child;
  return typeof child === "string" && child.trim() !== "" ? child.trim() : null;
}

/** The reference in an answer or a history state, if it has one in the shape the service makes. */
export function sentReference(value: unknown): string | null {
  const reference = (value as { reference?: unknown } | null)?.reference;
  return typeof reference === "string" && /^[A-Z]{3}-\d{4}-\d{4,}$/.test(reference)
    ? reference
    : null;
}

/** Refusals of a whole post, besides a refused answer (`invalid-<question id>`). */
export const admissionRefusals = [
  "already-applied",
  "already-applied-child",
  "closed",
  "file-refused",
  "too-many-requests",
  "unavailable",
] as const;

export type AdmissionRefusal = (typeof admissionRefusals)[number];

/** Refusals that sending the form again cannot mend: its page points to the programme instead. */
export const finalAdmissionRefusals: ReadonlySet<AdmissionRefusal> = new Set([
  "already-applied",
  "already-applied-child",
  "closed",
]);

/** The failed page, its fragment naming why; none when the reason is not one the page words. */
export function admissionFailedPath(
  call: string,
  reason: AdmissionRefusal | `invalid-${string}` | null,
): string {
  const page = `/apply/${encodeURIComponent(call)}/failed/`;
  return reason === null ? page : `${page}#${encodeURIComponent(reason)}`;
}
