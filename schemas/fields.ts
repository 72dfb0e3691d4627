import * as z from "zod/mini";
import { invisibleCharacters, lineControlCharacters } from "./control-characters.ts";
import { fieldLimits } from "./field-limits.ts";
import { phonePattern, phoneSeparators } from "./form-rules.ts";

/** A message keeps its line breaks and tabs; every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const messageControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a text of several lines (a message, a staff note) holds no control character but its line breaks and tabs. */
export function hasOnlyMessageCharacters(value: string): boolean {
  return !messageControlCharacters.test(value);
}

/** Why a staff note is refused by `hasOnlyMessageCharacters`, the same for every note. */
export const noteCharactersRefusal =
  "A note may hold line breaks and tabs, but no other control characters.";

/**
 * An account id as the sign-in library makes them: short, one line, no
 * control characters. Checked before a query so NUL never reaches PostgreSQL,
 * which answers it with an error instead of "no such person".
 */
export function hasAccountIdShape(value: string): boolean {
  return value.length >= 1 && value.length <= 100 && !lineControlCharacters.test(value);
}

function oneLine(label: string) {
  return z.refine<string>((value) => !lineControlCharacters.test(value), {
    error: `${label} must be one line without control characters`,
  });
}

/** Trimmed, lower-cased, and a real address shape (local@domain.tld). */
export const emailField = z.pipe(
  z.pipe(
    z.string({ error: "Email is required" }).check(oneLine("Email")),
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
    z.string({ error: "Name is required" }).check(oneLine("Name")),
    z.transform((value) => value.trim()),
  ),
  z.string().check(
    z.minLength(1, { error: "Name is required" }),
    z.maxLength(fieldLimits.nameMaxChars, { error: "Name is too long" }),
    z.refine((value) => !invisibleCharacters.test(value), {
      error: "Write the name in letters that can be seen, without invisible characters",
    }),
  ),
);

/**
 * The site's one phone rule (schemas/form-rules.ts) on what was typed; stored
 * as digits with an optional leading +. SPEC §5 makes the input numeric, so a
 * JSON number is taken too.
 */
export const phoneField = z.pipe(
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: "Phone is required" }),
      z.transform((value) => String(value)),
    ),
    z.pipe(
      z.string().check(oneLine("Phone")),
      z.transform((value) => value.trim()),
    ),
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
    z.string({ error: "Message is required" }).check(
      z.refine(hasOnlyMessageCharacters, {
        error: "Message must not contain control characters",
      }),
    ),
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

/** A one-line field that must read exactly `expected` once trimmed. */
export function fixedTextField(label: string, expected: string) {
  return z.pipe(
    z.pipe(
      z.string({ error: `${label} is required` }).check(oneLine(label)),
      z.transform((value) => value.trim()),
    ),
    z.literal(expected, { error: `${label} must be "${expected}"` }),
  );
}
