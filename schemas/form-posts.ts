/**
 * The lead forms without JavaScript (Post/Redirect/Get). Before hydration, or
 * with JavaScript off, each form posts `application/x-www-form-urlencoded` to
 * the lead service, which stores the lead and answers 303 with one of the
 * prerendered result pages below. With JavaScript running the forms keep the
 * JSON calls of SPEC §7 and their toasts.
 *
 * The server (server/routes/form-posts.ts) redirects to these paths; the site
 * prerenders one page per path (app/routes/site/result.tsx).
 */
export const leadForms = ["mailing-list", "contact", "brochure"] as const;
export type LeadForm = (typeof leadForms)[number];

/**
 * A field people never see. Bots fill it; a filled one is answered like a
 * success and nothing is stored (schemas/fields.ts validates it).
 */
export const honeypotFieldName = "website";

/** The fields each form posts, besides the honeypot. */
export const leadFormFields = {
  "mailing-list": ["email"],
  contact: ["name", "email", "phone", "message"],
  brochure: ["email"],
} as const satisfies Record<LeadForm, readonly string[]>;

export type LeadFormField<F extends LeadForm> = (typeof leadFormFields)[F][number];

/** Why a post was not stored, besides an invalid field. */
export const formRefusals = ["too-many-requests", "unavailable"] as const;
/** The brochure is sent at most once per address in a window (issue 12). */
export const brochureRefusals = ["already-sent"] as const;

export type FormFailure<F extends LeadForm = LeadForm> =
  | `invalid-${LeadFormField<F>}`
  | (typeof formRefusals)[number]
  | (F extends "brochure" ? (typeof brochureRefusals)[number] : never);

/** Where each form posts when JavaScript is not running. */
export function formActionPath(form: LeadForm): string {
  return `/api/forms/${form}`;
}

/** The page a stored (or honeypot-caught) post lands on. */
export function formSentPath(form: LeadForm): string {
  return `/forms/${form}/sent`;
}

/** The page a refused post lands on; it names the reason and links back. */
export function formFailedPath<F extends LeadForm>(form: F, failure: FormFailure<F>): string {
  return `/forms/${form}/failed/${failure}`;
}

/** Every failure a form can meet, in a stable order. */
export function formFailures<F extends LeadForm>(form: F): FormFailure<F>[] {
  const invalid = leadFormFields[form].map((field) => `invalid-${field}`);
  const extra = form === "brochure" ? brochureRefusals : [];
  return [...invalid, ...formRefusals, ...extra] as FormFailure<F>[];
}

/** Every result page the site prerenders. */
export function formResultPaths(): string[] {
  return leadForms.flatMap((form) => [
    formSentPath(form),
    ...formFailures(form).map((failure) => formFailedPath(form, failure)),
  ]);
}

/**
 * The mailing list's double opt-in (issue 12): the links in its mails are
 * handled by the lead service, which redirects to these prerendered pages.
 */
export const mailingListPages = {
  confirmed: "/mailing-list/confirmed",
  linkInvalid: "/mailing-list/link-invalid",
  unsubscribed: "/mailing-list/unsubscribed",
} as const;

/**
 * Where the mailing list's links lead first (issue 25, item 5): a page with
 * one button that posts the link's token back to the page's own address. A
 * link only looked at (a mail scanner's GET or HEAD) changes nothing; the
 * post answers with one of `mailingListPages`.
 */
export const mailingListActionPages = {
  confirm: "/mailing-list/confirm",
  unsubscribe: "/mailing-list/unsubscribe",
} as const;
