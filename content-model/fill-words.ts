import * as z from "zod/mini";

/**
 * A text's `{name}` placeholders filled when a page or a mail is made, from
 * what only then is known (a call's edition, the hub's hours); a name not
 * given stays as written, for a later step to fill. Not the `{record.field}`
 * placeholders content is read with (placeholders.ts).
 */
export function fillWords(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Every text of a record of words filled as `fillWords` fills one. */
export function fillAll<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillWords(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, fillAll(inner, values)]),
    ) as T;
  }
  return value;
}

/**
 * A line of words a page or mail fills in; with names, one that must say
 * each `{name}`, so no edit can leave out what the reader acts on (a
 * reference, an amount). Refused with the reason otherwise.
 */
export const wordsNaming = (...names: string[]) =>
  z.string().check(
    z.minLength(2),
    z.refine(
      (text) => names.every((name) => text.includes(`{${name}}`)),
      `must say ${names.map((name) => `{${name}}`).join(" and ")}, which the page fills in`,
    ),
  );

/**
 * Words a mail fills in: only the `{placeholders}` in `known`, so that a
 * misspelt one never reaches its reader as written, and each of `required`,
 * so that no edit leaves out what the reader acts on (a reference, a link).
 * A known name may be a record's (`organisation.name`) that the text's
 * reader fills in before the check: the editor judges the field as typed.
 */
export const mailWords = (known: readonly string[], required: readonly string[] = []) =>
  z.string().check(
    z.minLength(2),
    // A pattern, not a refinement: the editor tests it in the field, in a list item's dialog too.
    z.regex(
      new RegExp(
        `^(?:[^{]|\\{(?:${known.map((name) => name.replaceAll(".", "\\.")).join("|")})\\})*$`,
      ),
      `may fill in only ${known.map((name) => `{${name}}`).join(", ")}: check the spelling of what is in braces`,
    ),
    z.refine(
      (text) => required.every((name) => text.includes(`{${name}}`)),
      `must say ${required.map((name) => `{${name}}`).join(" and ")}, which the mail fills in`,
    ),
  );
