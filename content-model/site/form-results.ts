import * as z from "zod/mini";
import { formFailures, formRefusals, type LeadForm, leadForms } from "#schemas/form-posts.ts";
import { callToActionSchema } from "../blocks.ts";

/**
 * The result pages of content/site/form-results.yaml: where a form sent
 * without JavaScript lands (schemas/form-posts.ts), and where the mailing
 * list's links end. A page names what happened, never what was typed.
 */
const refusalPageSchema = z.strictObject({
  outcome: z.enum(["done", "problem"]),
  eyebrow: z.string(),
  title: z.string(),
  body: z.array(z.string()).check(z.minLength(1)),
});

export const resultPageSchema = z.strictObject({
  ...refusalPageSchema.shape,
  actions: z.array(callToActionSchema).check(z.minLength(1), z.maxLength(2)),
});

export type ResultPage = z.infer<typeof resultPageSchema>;

/**
 * The messages of a refused field's rules (schemas/rule-messages.ts): the
 * page shows the one its address's fragment names, or `otherwise` when the
 * address names none.
 */
export type RuleMessages = { messages: { id: string; text: string }[]; otherwise?: string };

/** A result page as the site shows it: its content, and for a refused field its rules' messages. */
export type ResultPageView = ResultPage & { ruleMessages?: RuleMessages };

/** The failures a form has its own page for; the refusals every form shares are written once. */
export function ownFailures(form: LeadForm): string[] {
  return formFailures(form).filter(
    (failure) => !(formRefusals as readonly string[]).includes(failure),
  );
}

function formPagesSchema(form: LeadForm) {
  return z.strictObject({
    /** The shared refusals' first button: back to the form. */
    again: z.optional(callToActionSchema),
    sent: resultPageSchema,
    failed: z.strictObject(
      Object.fromEntries(ownFailures(form).map((failure) => [failure, resultPageSchema])),
    ),
  });
}

export const formResultsFileSchema = z.strictObject({
  home: callToActionSchema,
  forms: z.strictObject(
    Object.fromEntries(leadForms.map((form) => [form, formPagesSchema(form)])) as Record<
      LeadForm,
      ReturnType<typeof formPagesSchema>
    >,
  ),
  refusals: z.strictObject(
    Object.fromEntries(formRefusals.map((refusal) => [refusal, refusalPageSchema])) as Record<
      (typeof formRefusals)[number],
      typeof refusalPageSchema
    >,
  ),
  mailingList: z.strictObject({
    confirmed: resultPageSchema,
    linkInvalid: resultPageSchema,
    unsubscribed: resultPageSchema,
  }),
});
