import * as z from "zod/mini";
import { emailField } from "./fields.ts";

/**
 * SPEC §7.2: the email provider's REST send call. The brochure template
 * carries the subject and the visitor's address in template_params.
 */
export const brochureTemplateParamsSchema = z.object({
  email_subject: z.string().check(z.minLength(1), z.maxLength(200)),
  to_email: emailField,
});

/** The subject of the brochure email (SPEC §7.2); the server sends it whatever a caller asks. */
export const brochureEmailSubject = "Codeville Brochure Request";

/** The provider's required identifiers, checked first so the reply can name the missing one. */
export const emailSendIdentifiers = ["user_id", "service_id", "template_id"] as const;

export const emailSendBodySchema = z.object({
  lib_version: z.optional(z.string().check(z.maxLength(40))),
  user_id: z.string().check(z.minLength(1), z.maxLength(200)),
  service_id: z.string().check(z.minLength(1), z.maxLength(200)),
  template_id: z.string().check(z.minLength(1), z.maxLength(200)),
  template_params: brochureTemplateParamsSchema,
});

export type EmailSendBody = z.input<typeof emailSendBodySchema>;
export type BrochureTemplateParams = z.output<typeof brochureTemplateParamsSchema>;
