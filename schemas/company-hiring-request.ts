import * as z from "zod/mini";
import {
  dateRule,
  digitsRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  phoneNumberRule,
  requiredMessage,
  requiredText,
  urlRule,
} from "./form-rules.ts";

/** SPEC §3/§5: the company hiring-request form; every field is required. */
export const companyHiringRequestSchema = z.object({
  firstname: firstNameRule,
  lastname: lastNameRule,
  email: emailRule(),
  noOfEmployees: digitsRule("No of employees is a required field"),
  role: requiredText(requiredMessage("role")),
  levelOfCommitment: requiredText("Level of commitment is a required field"),
  startDate: dateRule("startDate"),
  skillRequirement: requiredText("Skill requirement is a required field"),
  companyName: requiredText("Company name is a required field"),
  phoneNumber: phoneNumberRule,
  companyWebsite: urlRule("companyWebsite", "Company website is a required field"),
});

export type CompanyHiringRequest = z.output<typeof companyHiringRequestSchema>;
