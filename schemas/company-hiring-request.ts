import * as z from "zod/mini";
import {
  emailRule,
  firstNameRule,
  lastNameRule,
  phoneNumberRule,
  requiredMessage,
  requiredText,
} from "./form-rules.ts";

/** SPEC §3/§5: the company hiring-request form; every field is required. */
export const companyHiringRequestSchema = z.object({
  firstname: firstNameRule,
  lastname: lastNameRule,
  email: emailRule(),
  noOfEmployees: requiredText("No of employees is a required field").check(
    z.regex(/^\d+$/, { error: "Numbers only" }),
  ),
  role: requiredText(requiredMessage("role")),
  levelOfCommitment: requiredText("Level of commitment is a required field"),
  startDate: requiredText(requiredMessage("startDate")).check(
    z.refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: "startDate must be a valid date",
    }),
  ),
  skillRequirement: requiredText("Skill requirement is a required field"),
  companyName: requiredText("Company name is a required field"),
  phoneNumber: phoneNumberRule,
  companyWebsite: requiredText("Company website is a required field").check(
    z.url({ error: "companyWebsite must be a valid URL" }),
  ),
});

export type CompanyHiringRequest = z.output<typeof companyHiringRequestSchema>;
