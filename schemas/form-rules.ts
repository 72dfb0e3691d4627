import * as z from "zod/mini";
import { lineControlCharacters } from "./control-characters.ts";

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

/** The longest one-line answer a form takes; nobody's name, stack or website is longer. */
export const lineMaxChars = 200;

/**
 * A required one-line answer: bounded, and without line breaks or other
 * control characters, which could forge lines in the staff's notification.
 */
export function requiredLine(message: string) {
  return requiredText(message).check(
    z.maxLength(lineMaxChars, { error: `Keep it under ${lineMaxChars} characters` }),
    z.refine((value) => !lineControlCharacters.test(value), {
      error: "Use one line, without control characters",
    }),
  );
}

export function emailRule(requiredError = "Email field is required") {
  return requiredLine(requiredError).check(z.email({ error: "Please enter a valid email" }));
}

/**
 * The one phone rule of the site and the lead service: SPEC §5's optional
 * country code, then 3-3-4 digit groups with optional separators and
 * parentheses, and the trunk 0 that Nigerians dial before the network code at
 * home (0803 123 4567, 08031234567, +234 803 123 4567, +2348031234567).
 */
export const phonePattern = /^(\+?\d{1,3}[\s.-]?)?\(?0?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Separators people type in a phone number; the stored number is digits with an optional +. */
export const phoneSeparators = /[\s().-]/g;

export const phoneNumberRule = requiredLine("Phone number is a required field").check(
  z.regex(phonePattern, { error: "Phone number is not valid" }),
);

export const firstNameRule = requiredLine("First Name field is required");
export const lastNameRule = requiredLine("Last Name field is required");

/** SPEC §9: a resume is at most 26,214,400 bytes (25 MB), PDF only. */
export const resumeMaxBytes = 26_214_400;

/** SPEC §5's three résumé messages. */
export const resumeRuleMessages = {
  missing: "You need to provide a file",
  tooLarge: "File too large",
  notPdf: "Unsupported Format:- Upload a PDF file",
} as const;

/** What a chosen file tells about itself; a browser File has these three. */
export type ResumeFile = { name: string; size: number; type: string };

function isFileLike(value: unknown): value is ResumeFile {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.name === "string" && typeof file.size === "number" && typeof file.type === "string"
  );
}

/** Some systems give a PDF no media type; its name then decides. */
function isPdf(file: ResumeFile): boolean {
  if (file.type === "") return /\.pdf$/i.test(file.name);
  return file.type === "application/pdf";
}

/**
 * A custom check rather than z.object, so the parsed value is the File itself
 * (an object schema would copy three fields and lose the content to upload).
 */
export const resumeRule = z
  .custom<ResumeFile>(isFileLike, { error: resumeRuleMessages.missing })
  .check(
    z.refine((file) => file.size > 0, { error: resumeRuleMessages.missing, abort: true }),
    z.refine((file) => file.size <= resumeMaxBytes, { error: resumeRuleMessages.tooLarge }),
    z.refine(isPdf, { error: resumeRuleMessages.notPdf }),
  );

/** Digits only, as a typed string: "Numbers only". */
export function digitsRule(requiredError: string) {
  return requiredLine(requiredError).check(z.regex(/^\d+$/, { error: "Numbers only" }));
}

/** A calendar date written YYYY-MM-DD that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.slice(0, 10));
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function dateRule(path: string) {
  return requiredLine(requiredMessage(path)).check(
    z.refine(isCalendarDate, { error: `${path} must be a valid date` }),
  );
}

/** Only web addresses: a javascript: or data: URL would be a link nobody should follow. */
export function urlRule(path: string, requiredError: string) {
  return requiredLine(requiredError).check(
    z.url({ protocol: /^https?$/, hostname: /\./, error: `${path} must be a valid URL` }),
  );
}
