import * as z from "zod/mini";
import { waitlistFields, waitlistRefusals } from "#schemas/waitlist-paths.ts";
import { seoSchema } from "../blocks.ts";
import { textSchema } from "../text.ts";

/**
 * A field's label and an optional hint under it. No placeholders: on a phone a
 * grey "Ada Okafor" in an empty field reads as an answer already given (the
 * admissions forms beside it have none either).
 */
const fieldWordsSchema = z.strictObject({ label: textSchema, hint: z.optional(textSchema) });

const failureReasons = [
  ...waitlistRefusals,
  ...waitlistFields.map((field) => `invalid-${field}` as const),
];

/** A page a waitlist mail's link opens, which changes nothing: its one button acts. */
const linkPageSchema = z.strictObject({
  seo: seoSchema,
  heading: textSchema,
  text: textSchema,
  buttonLabel: textSchema,
});

/** Where a waitlist mail's link lands once its button is pressed. */
const linkOutcomeSchema = z.strictObject({
  seo: seoSchema,
  heading: textSchema,
  text: textSchema,
  invalid: textSchema,
  linkLabel: textSchema,
});

/** The words of the waitlist pages (content/site/waitlist.yaml), for every programme. */
export const waitlistPagesSchema = z.strictObject({
  seo: seoSchema,
  eyebrow: textSchema,
  heading: textSchema,
  intro: textSchema,
  /** A kids programme's intro: a parent asks for the place. */
  kidsIntro: textSchema,
  fields: z.strictObject({ name: fieldWordsSchema, email: fieldWordsSchema }),
  kidsFields: z.strictObject({
    name: fieldWordsSchema,
    email: fieldWordsSchema,
    childAge: fieldWordsSchema,
  }),
  honeypotLabel: textSchema,
  submitLabel: textSchema,
  privacyNote: textSchema,
  sent: z.strictObject({
    seo: seoSchema,
    heading: textSchema,
    text: textSchema,
    linkLabel: textSchema,
  }),
  failed: z.strictObject({
    seo: seoSchema,
    heading: textSchema,
    text: textSchema,
    backLabel: textSchema,
    reasons: z.strictObject(
      Object.fromEntries(failureReasons.map((reason) => [reason, textSchema])) as Record<
        (typeof failureReasons)[number],
        typeof textSchema
      >,
    ),
  }),
  /** The page a mail's way out opens: one button, which leaves. */
  leave: linkPageSchema,
  /** Where leaving lands; `invalid` is shown for a broken or expired link (`#link-invalid`). */
  left: linkOutcomeSchema,
  /** The page the link back opens, mailed to an address that left (decision 247): one button, which puts it back. */
  rejoin: linkPageSchema,
  /** Where going back lands; `invalid` is shown when the link changed nothing (`#link-invalid`). */
  rejoined: linkOutcomeSchema,
});

export type WaitlistPages = z.infer<typeof waitlistPagesSchema>;
