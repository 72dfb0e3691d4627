import type * as z from "zod/mini";
import { contactMessageSchema } from "#schemas/contact-message.ts";
import { brochureTemplateParamsSchema } from "#schemas/email-send.ts";
import {
  formFailedPath,
  formRefusals,
  formSentPath,
  type LeadForm,
  type LeadFormField,
  leadForms,
  mailingListPages,
} from "#schemas/form-posts.ts";
import { mailingListSignupSchema } from "#schemas/mailing-list.ts";
import { ruleMessageList } from "#schemas/rule-messages.ts";
import { readTalentResultPages } from "../hub/talent.server.ts";
import { readSingleton } from "../read.server.ts";
import {
  ownFailures,
  type ResultPage,
  type ResultPageView,
  resultPageSchema,
} from "./form-results.ts";
import { organisationPlaceholders } from "./identity.server.ts";

/** The schema of each field a lead form posts, as the service checks it (server/routes/form-posts.ts). */
const leadFieldSchemas: { [F in LeadForm]: Record<LeadFormField<F>, z.core.$ZodType> } = {
  "mailing-list": { email: mailingListSignupSchema.shape.email },
  contact: contactMessageSchema.shape,
  brochure: { email: brochureTemplateParamsSchema.shape.to_email },
};

/** A lead form's page for a refused field, with its rules' messages. */
function withRuleMessages(form: LeadForm, failure: string, page: ResultPage): ResultPageView {
  if (!failure.startsWith("invalid-")) return page;
  const field = failure.slice("invalid-".length);
  const schema = (leadFieldSchemas[form] as Record<string, z.core.$ZodType>)[field];
  if (!schema) throw new Error(`the ${form} form has no field ${field}`);
  return { ...page, ruleMessages: { messages: ruleMessageList(schema) } };
}

/** Every result page by the path it is prerendered at. */
export function readResultPagesByPath(): ReadonlyMap<string, ResultPageView> {
  const file = readSingleton("site/form-results", { placeholders: organisationPlaceholders() });
  const formPages = leadForms.flatMap((form) => {
    const pages = file.forms[form];
    const failed = pages.failed as Record<string, ResultPage>;
    const actions = pages.again ? [pages.again, file.home] : [file.home];
    return [
      [formSentPath(form), pages.sent] as const,
      ...ownFailures(form).map(
        (failure) =>
          [
            formFailedPath(form, failure as never),
            withRuleMessages(form, failure, failed[failure] as ResultPage),
          ] as const,
      ),
      ...formRefusals.map(
        (refusal) =>
          [formFailedPath(form, refusal), { ...file.refusals[refusal], actions }] as const,
      ),
    ];
  });
  const mailingList = (Object.keys(mailingListPages) as (keyof typeof mailingListPages)[]).map(
    (key) => [mailingListPages[key], file.mailingList[key]] as const,
  );
  return new Map([
    ...formPages,
    ...mailingList,
    // The talent forms' pages (issue 23).
    ...readTalentResultPages().map(
      ([path, { ruleMessages, ...page }]) =>
        [path, { ...resultPageSchema.parse(page), ...(ruleMessages && { ruleMessages }) }] as const,
    ),
  ]);
}
