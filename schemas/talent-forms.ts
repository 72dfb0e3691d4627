import * as z from "zod/mini";
import type { TalentChoices } from "#content-model/hub/talent.ts";
import { applicationFormSchema } from "./application-form.ts";
import { companyHiringRequestSchema } from "./company-hiring-request.ts";
import { resumeRuleMessages } from "./form-rules.ts";
import { pdfContentMessages } from "./pdf-upload.ts";

/**
 * The contract of the two SPEC §5 forms that the talent pages use (issue 23):
 * the application of an aspiring techie, with a résumé, and a company's
 * hiring request. Both post `multipart/form-data` to one endpoint each. A
 * browser running the page's script asks for JSON (`Accept:
 * application/json`) and gets 201, 400 with a message per field, 413, 429 or
 * 503; a plain form post gets a 303 to one of the prerendered result pages
 * below, whose paths name no personal data.
 */
export const talentForms = ["application", "hiring-request"] as const;
export type TalentForm = (typeof talentForms)[number];

/** The fields each form posts, in the order the form shows them (the résumé last, see below). */
export const talentFormFields = {
  application: ["firstname", "lastname", "email", "phoneNumber", "stack", "skillRequirement"],
  "hiring-request": [
    "firstname",
    "lastname",
    "email",
    "phoneNumber",
    "companyName",
    "companyWebsite",
    "role",
    "noOfEmployees",
    "startDate",
    "skillRequirement",
    "levelOfCommitment",
  ],
} as const satisfies Record<TalentForm, readonly string[]>;

/**
 * The résumé's field. The form puts it after every text field, so the service
 * has checked them all before the first byte of the file arrives and can
 * refuse a bad form without storing anything.
 */
export const resumeFieldName = "resume";

/** Whether a form takes a file: only the application, with its résumé. */
export function takesFile(form: TalentForm): boolean {
  return form === "application";
}

/** The application's text fields, through the same rules as in the browser. */
export const applicationFieldsSchema = z.omit(applicationFormSchema, { resume: true });
export const hiringRequestFieldsSchema = companyHiringRequestSchema;

export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type HiringRequestFields = z.output<typeof hiringRequestFieldsSchema>;

/**
 * The fields offered as a list, and which list of content/hub/talent-choices.yaml
 * each offers: the page shows those choices and the service accepts no other.
 */
export const talentChoiceFields = {
  stack: "stacks",
  skillRequirement: "skillLevels",
  levelOfCommitment: "commitments",
} as const satisfies Record<string, keyof TalentChoices>;

export type TalentChoiceField = keyof typeof talentChoiceFields;

export function isChoiceField(field: string): field is TalentChoiceField {
  return Object.hasOwn(talentChoiceFields, field);
}

/** Said of a value that is not one of the choices the form offers. */
export const unknownChoiceMessage = "Choose one of the options in the list";

/**
 * A form's text fields with its choice fields held to today's lists: SPEC
 * §5's rule first (its message for an empty field), then the list. The
 * service builds these once at start from the same file the pages show.
 */
export function talentFieldsSchemas(choices: TalentChoices) {
  function withChoices<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) {
    const listed = Object.fromEntries(
      Object.entries(schema.shape)
        .filter(([field]) => isChoiceField(field))
        .map(([field, rule]) => {
          const list: readonly string[] = choices[talentChoiceFields[field as TalentChoiceField]];
          return [
            field,
            z.pipe(
              rule as z.ZodMiniType<string, string>,
              z.string().check(z.refine((value) => list.includes(value), unknownChoiceMessage)),
            ),
          ];
        }),
    );
    // Each listed field still outputs the string it checks, so the form's type is unchanged.
    return z.extend(schema, listed) as unknown as typeof schema;
  }
  return {
    application: withChoices(applicationFieldsSchema),
    "hiring-request": withChoices(hiringRequestFieldsSchema),
  };
}

/**
 * SPEC §5's three résumé messages, the one for a post with two files, and
 * those for a PDF refused for what is inside it.
 */
export const resumeMessages = {
  ...resumeRuleMessages,
  several: "Send one file only",
  ...pdfContentMessages,
} as const;

export type ResumeProblem = keyof typeof resumeMessages;

/** Why a post was refused, besides an invalid field or a résumé problem. */
export const talentRefusals = ["too-many-requests", "unavailable"] as const;

export type TalentFailure<F extends TalentForm = TalentForm> =
  | `invalid-${(typeof talentFormFields)[F][number]}`
  | (typeof talentRefusals)[number]
  | (F extends "application" ? `resume-${ResumeProblem}` : never);

export function talentActionPath(form: TalentForm): string {
  return `/api/forms/${form}`;
}

export function talentSentPath(form: TalentForm): string {
  return `/forms/${form}/sent`;
}

export function talentFailedPath<F extends TalentForm>(form: F, failure: TalentFailure<F>): string {
  return `/forms/${form}/failed/${failure}`;
}

/** Every failure a form can meet, in a stable order. */
export function talentFailures<F extends TalentForm>(form: F): TalentFailure<F>[] {
  const invalid = talentFormFields[form].map((field) => `invalid-${field}`);
  const resume = takesFile(form)
    ? (Object.keys(resumeMessages) as ResumeProblem[]).map((problem) => `resume-${problem}`)
    : [];
  return [...invalid, ...resume, ...talentRefusals] as TalentFailure<F>[];
}

/** Every result page the site prerenders for these forms. */
export function talentResultPaths(): string[] {
  return talentForms.flatMap((form) => [
    talentSentPath(form),
    ...talentFailures(form).map((failure) => talentFailedPath(form, failure)),
  ]);
}

/** The JSON answer to a refused post: a message per field, SPEC §5's where it has one. */
export type TalentFieldErrors = Partial<Record<string, string>>;
