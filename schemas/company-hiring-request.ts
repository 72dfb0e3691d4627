import * as z from "zod/mini";
import {
  dateRule,
  digitsRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  phoneNumberRule,
  requiredLine,
  requiredMessage,
  urlRule,
} from "./form-rules.ts";

/** SPEC §3/§5: the company hiring-request form; every field is required. */
export const companyHiringRequestSchema = z.object({
  firstname: firstNameRule,
  lastname: lastNameRule,
  email: emailRule(),
  noOfEmployees: digitsRule("No of employees is a required field"),
  role: requiredLine(requiredMessage("role")),
  levelOfCommitment: requiredLine("Level of commitment is a required field"),
  startDate: dateRule("startDate"),
  skillRequirement: requiredLine("Skill requirement is a required field"),
  companyName: requiredLine("Company name is a required field"),
  phoneNumber: phoneNumberRule,
  companyWebsite: urlRule("companyWebsite", "Company website is a required field"),
});

export type CompanyHiringRequest = z.output<typeof companyHiringRequestSchema>;
