import * as z from "zod/mini";
import {
  type CallProgramme,
  callProgrammes,
  kidsCallProgrammes,
} from "#content-model/calls/calls.ts";
import { emailField, honeypotField, nameField } from "./fields.ts";
import { childAgeLimits } from "./waitlist-paths.ts";

/**
 * The programmes' waitlists (issue 34): one short form per programme of
 * content/calls/, posted without JavaScript (Post/Redirect/Get) to the lead
 * service, which lands on a prerendered page: sent, or failed with the
 * reason in the fragment (`#invalid-email`, `#too-many-requests`), so nothing
 * typed is ever in an address.
 */

export function isWaitlistProgramme(name: string): name is CallProgramme {
  return (callProgrammes as readonly string[]).includes(name);
}

/** A kids programme's place is asked for by a parent, who may give the child's age. */
export function isKidsWaitlist(programme: CallProgramme): boolean {
  return (kidsCallProgrammes as readonly string[]).includes(programme);
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
