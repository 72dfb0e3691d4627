import * as z from "zod/mini";
import { admissionRefusals } from "#schemas/admission-posts.ts";
import { seoSchema } from "../blocks.ts";
import { textSchema } from "../text.ts";

/** The words of the hub's application pages (content/site/admission-pages.yaml), for every call. */
export const admissionPagesSchema = z.strictObject({
  seo: seoSchema,
  eyebrow: textSchema,
  heading: textSchema,
  edition: textSchema,
  closes: textSchema,
  formHeading: textSchema,
  afterHeading: textSchema,
  requiredNote: textSchema,
  optional: textSchema,
  choosePrompt: textSchema,
  yes: textSchema,
  no: textSchema,
  fileHint: textSchema,
  honeypotLabel: textSchema,
  submitLabel: textSchema,
  loadingLabel: textSchema,
  progressLabel: textSchema,
  privacyNote: textSchema,
  errorMessage: textSchema,
  networkMessage: textSchema,
  /** Above a form shown again because an editor changed it while it was open (decision 245). */
  formChangedMessage: textSchema,
  closed: z.strictObject({
    heading: textSchema,
    text: textSchema,
    /** The closed page's first button: the programme's waitlist (/waitlist/<programme>/). */
    waitlistLabel: textSchema,
    linkLabel: textSchema,
  }),
  sent: z.strictObject({
    seo: seoSchema,
    heading: textSchema,
    text: textSchema,
    /**
     * What a repeat gets instead of a refusal (decision 250): the page is the
     * same for a new application and a repeat, so it says what the mail
     * says in either case. `appliedBeforeForChild` on a kids programme's
     * call, which takes one application per child.
     */
    appliedBefore: textSchema,
    appliedBeforeForChild: textSchema,
    linkLabel: textSchema,
  }),
  failed: z.strictObject({
    seo: seoSchema,
    heading: textSchema,
    text: textSchema,
    backLabel: textSchema,
    /** Shown for a refused answer; {question} is its label. */
    invalid: textSchema,
    reasons: z.strictObject(
      Object.fromEntries(admissionRefusals.map((reason) => [reason, textSchema])) as Record<
        (typeof admissionRefusals)[number],
        typeof textSchema
      >,
    ),
  }),
});

export type AdmissionPages = z.infer<typeof admissionPagesSchema>;

/** The words a form needs in the browser. */
export type AdmissionFormWords = Pick<
  AdmissionPages,
  | "requiredNote"
  | "optional"
  | "choosePrompt"
  | "yes"
  | "no"
  | "fileHint"
  | "honeypotLabel"
  | "submitLabel"
  | "loadingLabel"
  | "progressLabel"
  | "privacyNote"
  | "errorMessage"
  | "networkMessage"
  | "formChangedMessage"
>;
