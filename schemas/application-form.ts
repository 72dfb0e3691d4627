import * as z from "zod/mini";
import {
  emailRule,
  firstNameRule,
  lastNameRule,
  phoneNumberRule,
  requiredLine,
  resumeRule,
} from "./form-rules.ts";

/** SPEC §3/§5: the application form (firstname, lastname, email, phone, stack, skill, resume). */
export const applicationFormSchema = z.object({
  firstname: firstNameRule,
  lastname: lastNameRule,
  email: emailRule(),
  phoneNumber: phoneNumberRule,
  stack: requiredLine("Stack field is required"),
  skillRequirement: requiredLine("Skill requirement field is required"),
  resume: resumeRule,
});

export type ApplicationForm = z.output<typeof applicationFormSchema>;
