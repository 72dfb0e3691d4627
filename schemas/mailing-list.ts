import * as z from "zod/mini";
import { emailField, fixedTextField, honeypotField } from "./fields.ts";

/** SPEC §7.1 and §9: the one sheet the mailing list writes to. */
export const mailingListSheet = "Mailing List";

/** SPEC §7.1: `{"json":{"email":…,"sheet":"Mailing List"}}`. Unknown keys are dropped. */
export const mailingListSignupSchema = z.object({
  email: emailField,
  sheet: fixedTextField("Sheet", mailingListSheet),
  website: honeypotField,
});

export const mailingListBodySchema = z.object({ json: mailingListSignupSchema });

export type MailingListSignup = z.output<typeof mailingListSignupSchema>;
export type MailingListBody = z.input<typeof mailingListBodySchema>;
