import * as z from "zod/mini";
import { phonePattern, phoneSeparators } from "./form-rules.ts";

/**
 * Field rules shared by every lead body. Bounds are generous for real people
 * and tight enough that nobody can park a megabyte in the database.
 */
export const fieldLimits = {
  emailMaxChars: 254,
  nameMaxChars: 120,
  /** As typed, separators included: "+234 (803) 555-1234" is 19. */
  phoneMaxChars: 30,
  messageMaxChars: 5_000,
} as const;

/** Trimmed, lower-cased, and a real address shape (local@domain.tld). */
export const emailField = z.pipe(
  z.pipe(
    z.string({ error: "Email is required" }),
    z.transform((value) => value.trim().toLowerCase()),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: "Email is required" }),
      z.maxLength(fieldLimits.emailMaxChars, { error: "Email is too long" }),
      z.email({ error: "Please enter a valid email" }),
    ),
);

export const nameField = z.pipe(
  z.pipe(
    z.string({ error: "Name is required" }),
    z.transform((value) => value.trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: "Name is required" }),
      z.maxLength(fieldLimits.nameMaxChars, { error: "Name is too long" }),
    ),
);

/**
 * The site's one phone rule (schemas/form-rules.ts) on what was typed; stored
 * as digits with an optional leading +. SPEC §5 makes the input numeric, so a
 * JSON number is taken too.
 */
export const phoneField = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: "Phone is required" }),
    z.transform((value) => String(value).trim()),
  ),
  z.pipe(
    z
      .string()
      .check(
        z.minLength(1, { error: "Phone is required" }),
        z.maxLength(fieldLimits.phoneMaxChars, { error: "Phone number is too long" }),
        z.regex(phonePattern, { error: "Phone number is not valid" }),
      ),
    z.transform((value) => value.replace(phoneSeparators, "")),
  ),
);

export const messageField = z.pipe(
  z.pipe(
    z.string({ error: "Message is required" }),
    z.transform((value) => value.trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: "Message is required" }),
      z.maxLength(fieldLimits.messageMaxChars, { error: "Message is too long" }),
    ),
);

/**
 * A field people never see. Bots fill it; a filled one is answered like a
 * success and not stored (the lead service counts it).
 */
export const honeypotFieldName = "website";
export const honeypotField = z.optional(z.string().check(z.maxLength(2_000)));
