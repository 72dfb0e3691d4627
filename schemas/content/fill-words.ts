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
