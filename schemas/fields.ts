import * as z from "zod/mini";

/**
 * Field rules shared by every lead body. Bounds are generous for real people
 * and tight enough that nobody can park a megabyte in the database.
 */
export const fieldLimits = {
  emailMaxChars: 254,
  nameMaxChars: 120,
  phoneMaxChars: 20,
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

/** Digits with an optional leading +; spaces, dashes and brackets people type are dropped. */
export const phoneField = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: "Phone is required" }),
    z.transform((value) => String(value).replace(/[\s\-().]/g, "")),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: "Phone is required" }),
      z.maxLength(fieldLimits.phoneMaxChars, { error: "Phone number is too long" }),
      z.regex(/^\+?\d{7,19}$/, { error: "Phone number is not valid" }),
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

/** The honeypot's value (schemas/form-posts.ts names the field). */
export const honeypotField = z.optional(z.string().check(z.maxLength(2_000)));
