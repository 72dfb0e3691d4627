import type * as z from "zod/mini";

/**
 * A content rule that failed, in words a programme manager can act on. A
 * schema's own message ("the closing date is before the opening date") is
 * kept; zod's default, which is only "Invalid input", is replaced by what the
 * rule asks for, never a pattern or a type name.
 */
const defaultMessage = "Invalid input";

/**
 * The parse option that gives every rule without a message of its own zod's
 * plain "Invalid input", whatever locale another module loaded into zod, so
 * that issueInWords says it in words.
 */
export const plainIssues = { error: () => defaultMessage };

const kinds: Record<string, string> = {
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

const formats: Record<string, string> = {
  url: "a web address, such as https://example.org",
  email: "an email address",
  date: "a date",
  datetime: "a date and time",
  regex: "written in the form this field asks for (see its description in the editor)",
};

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

function sizeWords(
  issue: { origin: string; minimum?: unknown; maximum?: unknown },
  atLeast: boolean,
) {
  const bound = (atLeast ? issue.minimum : issue.maximum) as number | bigint;
  const limit = atLeast ? "at least" : "at most";
  if (issue.origin === "string") return `${limit} ${plural(bound, "character", "characters")}`;
  if (issue.origin === "array" || issue.origin === "set") {
    return `${limit} ${plural(bound, "item", "items")}`;
  }
  return `${limit} ${bound}`;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export function issueInWords(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.message && issue.message !== defaultMessage) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return isEmpty(value)
        ? "this is empty: fill it in"
        : `this should be ${kinds[issue.expected] ?? "something else"}`;
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1)
        return "this is empty: fill it in";
      return `this needs ${sizeWords(issue, true)}`;
    case "too_big":
      return `this may have ${sizeWords(issue, false)}`;
    case "invalid_value":
      return `choose one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return `this should be ${formats[issue.format] ?? "written in the form this field asks for"}`;
    case "unrecognized_keys":
      return "this entry holds something the editor has no field for: ask your developer to remove it";
    default:
      return "this is not in a form this field accepts";
  }
}
