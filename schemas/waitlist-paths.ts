import type { CallProgramme } from "#content-model/calls/calls.ts";

/**
 * The waitlists' addresses, fields and refusals (issue 34): what the public
 * pages' script needs, with no schema, so the waitlist pages load no
 * validation library (waitlist-posts.ts checks a post on the server).
 */

export function waitlistFormPath(programme: CallProgramme): string {
  return `/waitlist/${programme}/`;
}

export function waitlistActionPath(programme: string): string {
  return `/api/waitlist/${programme}`;
}

export function waitlistSentPath(programme: CallProgramme): string {
  return `/waitlist/${programme}/sent/`;
}

/**
 * Where a waitlist mail's way out leads: a page whose one button posts the
 * link's token back to the page's own address; opening it changes nothing.
 */
export function waitlistLeavePath(programme: string): string {
  return `/waitlist/${programme}/leave/`;
}

/** Where leaving lands; `#link-invalid` when the link was broken or expired. */
export function waitlistLeftPath(programme: CallProgramme): string {
  return `/waitlist/${programme}/left/`;
}

/**
 * Where the link mailed to an address that left and was posted again leads
 * (decision 247): a page whose one button posts the token back to its own
 * address, which puts the place back; opening it changes nothing.
 */
export function waitlistRejoinPath(programme: string): string {
  return `/waitlist/${programme}/rejoin/`;
}

/** Where going back lands; `#link-invalid` when the link was broken or expired. */
export function waitlistRejoinedPath(programme: CallProgramme): string {
  return `/waitlist/${programme}/rejoined/`;
}

/** The ages the kids' programmes take children of, as the age field allows them. */
export const childAgeLimits = { min: 4, max: 18 } as const;

/** The fields the form posts, in the form's order, besides the honeypot. */
export const waitlistFields = ["name", "email", "childAge"] as const;
export type WaitlistField = (typeof waitlistFields)[number];

/** Refusals of a whole post, besides a refused field (`invalid-<field>`). */
export const waitlistRefusals = ["too-many-requests", "unavailable"] as const;
export type WaitlistRefusal = (typeof waitlistRefusals)[number] | `invalid-${WaitlistField}`;

export function waitlistFailedPath(programme: CallProgramme, reason: WaitlistRefusal): string {
  return `/waitlist/${programme}/failed/#${reason}`;
}
