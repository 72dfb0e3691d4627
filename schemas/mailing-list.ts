import * as z from "zod/mini";
import { emailField, honeypotField } from "./fields.ts";

/** SPEC §7.1: `{"json":{"email":…,"sheet":"Mailing List"}}`. Unknown keys are dropped. */
export const mailingListSignupSchema = z.object({
  email: emailField,
  sheet: z.string().check(z.minLength(1), z.maxLength(100)),
  website: honeypotField,
});

export const mailingListBodySchema = z.object({ json: mailingListSignupSchema });

export type MailingListSignup = z.output<typeof mailingListSignupSchema>;
export type MailingListBody = z.input<typeof mailingListBodySchema>;
