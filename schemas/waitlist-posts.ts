import * as z from "zod/mini";
import { type CallProgramme, callProgrammes, kidsCallProgrammes } from "./content/calls.ts";
import { emailField, honeypotField, nameField } from "./fields.ts";

/**
 * The programmes' waitlists (issue 34): one short form per programme of
 * content/calls/, posted without JavaScript (Post/Redirect/Get) to the lead
 * service, which lands on a prerendered page: sent, or failed with the
 * reason in the fragment (`#invalid-email`, `#already-waiting`), so nothing
 * typed is ever in an address.
 */

export function isWaitlistProgramme(name: string): name is CallProgramme {
  return (callProgrammes as readonly string[]).includes(name);
}

/** A kids programme's place is asked for by a parent, who may give the child's age. */
export function isKidsWaitlist(programme: CallProgramme): boolean {
  return (kidsCallProgrammes as readonly string[]).includes(programme);
}

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

/** The ages the kids' programmes take children of, as the age field allows them. */
export const childAgeLimits = { min: 4, max: 18 } as const;

/** The fields the form posts, in the form's order, besides the honeypot. */
export const waitlistFields = ["name", "email", "childAge"] as const;
export type WaitlistField = (typeof waitlistFields)[number];

/** Refusals of a whole post, besides a refused field (`invalid-<field>`). */
export const waitlistRefusals = ["already-waiting", "too-many-requests", "unavailable"] as const;
export type WaitlistRefusal = (typeof waitlistRefusals)[number] | `invalid-${WaitlistField}`;

export function waitlistFailedPath(programme: CallProgramme, reason: WaitlistRefusal): string {
  return `/waitlist/${programme}/failed/#${reason}`;
}

const childAgeField = z.optional(
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\s*\d{1,2}\s*$/, { error: "The age is a whole number of years" })),
      z.transform((value: string) => Number(value.trim())),
    ),
    z
      .number()
      .check(
        z.gte(childAgeLimits.min, { error: `The age is ${childAgeLimits.min} or more` }),
        z.lte(childAgeLimits.max, { error: `The age is ${childAgeLimits.max} or less` }),
      ),
  ),
);

/** A post's fields; an empty age is no age. */
export const waitlistPostSchema = z.object({
  name: nameField,
  email: emailField,
  childAge: childAgeField,
  website: honeypotField,
});
