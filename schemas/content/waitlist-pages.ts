import * as z from "zod/mini";
import { waitlistFields, waitlistRefusals } from "#schemas/waitlist-paths.ts";
import { seoSchema } from "./blocks.ts";
import { textSchema } from "./text.ts";

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
  leave: z.strictObject({
    seo: seoSchema,
    heading: textSchema,
    text: textSchema,
    buttonLabel: textSchema,
  }),
  /** Where leaving lands; `invalid` is shown for a broken or expired link (`#link-invalid`). */
  left: z.strictObject({
    seo: seoSchema,
    heading: textSchema,
    text: textSchema,
    invalid: textSchema,
    linkLabel: textSchema,
  }),
});

export type WaitlistPages = z.infer<typeof waitlistPagesSchema>;
