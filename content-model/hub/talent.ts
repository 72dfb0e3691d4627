import * as z from "zod/mini";
import {
  anchorNameSchema,
  callToActionSchema,
  cardGridBlockSchema,
  faqBlockSchema,
  heroBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  stepsBlockSchema,
} from "#content-model/blocks.ts";
import { type ResumeProblem, resumeMessages, talentFormFields } from "#schemas/talent-forms.ts";
import { textSchema } from "../text.ts";

/**
 * The talent pages of issue 23 as content: the forms' choice lists
 * (content/hub/talent-choices.yaml), the two pages (talent.yaml, hire.yaml),
 * the forms' words (application-form.yaml, hiring-request-form.yaml) and the
 * result pages (talent-results.yaml). SPEC §5's validation messages are code,
 * in schemas/form-rules.ts, shared by the browser and the service.
 */

const choiceListSchema = z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(
  z.minLength(2),
  z.refine((choices) => new Set(choices).size === choices.length, {
    message: "each choice appears once",
  }),
);

export const talentChoicesSchema = z.strictObject({
  /** What an applicant builds with (the application's "stack"). */
  stacks: choiceListSchema,
  /** How far along a person is (the application's and the company's "skill requirement"). */
  skillLevels: choiceListSchema,
  /** How a company wants to work with the talent (its "level of commitment"). */
  commitments: choiceListSchema,
});

export type TalentChoices = z.infer<typeof talentChoicesSchema>;

/** A team member a page shows, by their file in content/hub/team/ ("tochukwu-ani"). */
const memberSlug = z
  .string()
  .check(
    z.regex(
      /^[a-z0-9-]+$/,
      "must be a team member's file name: lower-case letters, digits and hyphens",
    ),
  );

export const talentPageFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  offer: cardGridBlockSchema,
  audience: cardGridBlockSchema,
  process: stepsBlockSchema,
  people: z.strictObject({
    ...sectionHeadingSchema.shape,
    members: z.array(memberSlug).check(z.minLength(1)),
  }),
  form: z.strictObject({
    ...sectionHeadingSchema.shape,
    anchor: anchorNameSchema,
    /** What happens after sending, in order. */
    afterHeading: textSchema,
    after: z.array(textSchema).check(z.minLength(1)),
  }),
  faq: faqBlockSchema,
});

const fieldCopySchema = z.strictObject({
  label: textSchema,
  placeholder: z.optional(z.string()),
  /** A line under the field: what to type, or why it is asked. */
  hint: z.optional(z.string()),
  /** For a choice field: the first, empty option ("Choose…"); its choices come from talent-choices.yaml. */
  choosePrompt: z.optional(z.string()),
});

const privacyNoteSchema = z.strictObject({
  text: textSchema,
  linkLabel: textSchema,
  link: z.literal("/privacy"),
});

function formCopySchema<const F extends readonly string[]>(fields: F) {
  return z.strictObject({
    heading: textSchema,
    intro: textSchema,
    fields: z.strictObject(
      Object.fromEntries(fields.map((field) => [field, fieldCopySchema])) as Record<
        F[number],
        typeof fieldCopySchema
      >,
    ),
    honeypotLabel: textSchema,
    privacyNote: privacyNoteSchema,
    submitLabel: textSchema,
    loadingLabel: textSchema,
    /** Read out while the résumé uploads, with the percentage. */
    progressLabel: textSchema,
    successMessage: textSchema,
    errorMessage: textSchema,
    /** Shown in place of the form once it is sent. */
    sent: z.strictObject({ heading: textSchema, text: textSchema, againLabel: textSchema }),
  });
}

export const applicationFormFileSchema = formCopySchema([
  ...talentFormFields.application,
  "resume",
]);
export const hiringRequestFormFileSchema = formCopySchema(talentFormFields["hiring-request"]);

/** A field's words as the form shows them; a choice field carries its choices. */
export type FieldCopy = z.infer<typeof fieldCopySchema> & { choices?: readonly string[] };

type WithChoices<Copy extends { fields: object }> = Omit<Copy, "fields"> & {
  fields: { [Field in keyof Copy["fields"]]: FieldCopy };
};

export type ApplicationFormCopy = WithChoices<z.infer<typeof applicationFormFileSchema>>;
export type HiringRequestFormCopy = WithChoices<z.infer<typeof hiringRequestFormFileSchema>>;
export type TalentFormCopy = ApplicationFormCopy | HiringRequestFormCopy;

const problemPageSchema = z.strictObject({
  eyebrow: textSchema,
  title: textSchema,
  body: z.array(textSchema).check(z.minLength(1)),
});

const resumeProblems = Object.keys(resumeMessages) as ResumeProblem[];

export const talentResultsFileSchema = z.strictObject({
  backToForm: textSchema,
  /** Added on a form with a file: a browser may not keep a chosen file on the way back. */
  chooseFileAgain: textSchema,
  home: callToActionSchema,
  forms: z.strictObject({
    application: z.strictObject({
      again: callToActionSchema,
      sent: z.strictObject({ eyebrow: textSchema, closing: textSchema, back: callToActionSchema }),
    }),
    "hiring-request": z.strictObject({
      again: callToActionSchema,
      sent: z.strictObject({ eyebrow: textSchema, closing: textSchema, back: callToActionSchema }),
    }),
  }),
  tooManyRequests: problemPageSchema,
  unavailable: problemPageSchema,
  invalidField: z.strictObject({
    eyebrow: textSchema,
    /** "{label}" is the field's label. */
    title: textSchema.check(z.includes("{label}")),
    /** Shown when the page cannot tell which of the field's rules failed. */
    otherwise: textSchema,
    advice: textSchema,
  }),
  resume: z.strictObject(
    Object.fromEntries(
      resumeProblems.map((problem) => [
        problem,
        z.strictObject({ title: textSchema, advice: textSchema }),
      ]),
    ) as Record<
      ResumeProblem,
      z.ZodMiniObject<{ title: typeof textSchema; advice: typeof textSchema }>
    >,
  ),
});
