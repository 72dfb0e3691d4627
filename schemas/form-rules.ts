import * as z from "zod/mini";

/**
 * Field rules of the SPEC §5 schemas (application, contact and company
 * hiring-request forms), with its messages; two typos corrected (DECISIONS.md).
 */

/** SPEC §5's default form: "{path} is a required field". */
export function requiredMessage(path: string): string {
  return `${path} is a required field`;
}

/** A trimmed string that must not be empty. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }));
}

export function emailRule(requiredError = "Email field is required") {
  return requiredText(requiredError).check(z.email({ error: "Please enter a valid email" }));
}

/** An optional country code, then 3-3-4 digit groups with optional separators and parentheses. */
export const phonePattern = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const phoneNumberRule = requiredText("Phone number is a required field").check(
  z.regex(phonePattern, { error: "Phone number is not valid" }),
);

export const firstNameRule = requiredText("First Name field is required");
export const lastNameRule = requiredText("Last Name field is required");

/** SPEC §9: a resume is at most 26,214,400 bytes (25 MB), PDF only. */
export const resumeMaxBytes = 26_214_400;

const fileMissing = "You need to provide a file";

/** A chosen file as the browser describes it (File has these three). */
export const resumeRule = z
  .object({ name: z.string(), size: z.number(), type: z.string() }, { error: fileMissing })
  .check(
    z.refine((file) => file.size > 0, { error: fileMissing, abort: true }),
    z.refine((file) => file.size <= resumeMaxBytes, { error: "File too large" }),
    z.refine((file) => file.type === "application/pdf", {
      error: "Unsupported Format:- Upload a PDF file",
    }),
  );
