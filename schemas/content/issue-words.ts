import type * as z from "zod/mini";

/**
 * The content schemas' rules in the words a programme manager reads
 * (issue 32, item 7): zod's own messages ("Too small: expected string to
 * have >=1 characters", "Invalid input") name types and symbols. A rule
 * with a message of its own keeps it; every other issue is said here. Used
 * for every content check (schemas/content/load.ts), so the editor's
 * refusals and a failed Publish read the same.
 */

type Issue = z.core.$ZodRawIssue;

const kinds: Record<string, string> = {
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "ticked or not ticked",
  array: "a list",
  object: "a group of fields",
};

const items = (count: number) => (count === 1 ? "one item" : `${count} items`);
const characters = (count: number) => (count === 1 ? "one character" : `${count} characters`);

function tooSmall(issue: Issue & { origin?: string; minimum?: unknown; inclusive?: boolean }) {
  const minimum = Number(issue.minimum);
  if (issue.origin === "string") {
    return minimum <= 1 ? "must not be empty" : `must be at least ${characters(minimum)} long`;
  }
  if (issue.origin === "array") return `needs at least ${items(minimum)}`;
  return issue.inclusive ? `must be ${minimum} or more` : `must be more than ${minimum}`;
}

function tooBig(issue: Issue & { origin?: string; maximum?: unknown; inclusive?: boolean }) {
  const maximum = Number(issue.maximum);
  if (issue.origin === "string") return `must be no longer than ${characters(maximum)}`;
  if (issue.origin === "array") return `may have at most ${items(maximum)}`;
  return issue.inclusive ? `must be ${maximum} or less` : `must be less than ${maximum}`;
}

const formats: Record<string, string> = {
  date: "must be a date",
  url: "must be a web address starting https://",
  email: "must be an email address",
};

/** The sentence for one issue of a content check (after "Field name "), or undefined to keep zod's. */
export function contentIssueWords(issue: Issue): string | undefined {
  const details = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is missing: fill it in";
      return `must be ${kinds[String(details.expected)] ?? "something else"}`;
    case "too_small":
      return tooSmall(details);
    case "too_big":
      return tooBig(details);
    case "invalid_format":
      return formats[String(details.format)] ?? "is not written as this field needs";
    case "invalid_value":
      return `must be one of: ${(details.values as unknown[]).map(String).join(", ")}`;
    case "unrecognized_keys":
      return `has something the site does not read: ${(details.keys as string[]).join(", ")}`;
    case "invalid_union":
      return "is not in a form the site reads";
    default:
      return undefined;
  }
}
