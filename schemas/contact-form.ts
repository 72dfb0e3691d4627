import * as z from "zod/mini";
import {
  emailRule,
  firstNameRule,
  lastNameRule,
  phoneNumberRule,
  requiredText,
} from "./form-rules.ts";

/** SPEC §3/§5: the contact schema (firstname, lastname, email, phone, message). */
export const contactFormSchema = z.object({
  firstname: firstNameRule,
  lastname: lastNameRule,
  email: emailRule(),
  phoneNumber: phoneNumberRule,
  message: requiredText("Message field is required"),
});

export type ContactForm = z.output<typeof contactFormSchema>;
