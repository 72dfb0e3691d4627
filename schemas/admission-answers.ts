import * as z from "zod/mini";
import type { Question } from "#content-model/admissions/forms.ts";
import {
  invisibleCharacters,
  lineControlCharacters,
  showsNothing,
} from "#schemas/control-characters.ts";
import {
  isCalendarDate,
  lineMaxChars,
  phonePattern,
  phoneSeparators,
  resumeRule,
} from "#schemas/form-rules.ts";
import { dateRefusal, numberRefusal, todayInEnugu } from "#schemas/question-bounds.ts";

/**
 * The answers to an admissions form (issue 34), checked against the form's
 * questions: the one rule set the page checks as the applicant types and the
 * lead service checks again. Every field of a multipart post arrives as a
 * list of strings (a several-choices question sends one per box ticked).
 */

/** A stored answer: text, the choices ticked, a whole number, or yes/no. */
export type Answer = string | string[] | number | boolean;

export const admissionMessages = {
  required: "This question needs an answer",
  chooseOne: "Choose one of the answers offered",
  chooseFrom: "Choose only from the answers offered",
  oneAnswer: "Give one answer",
  oneLine: "Use one line, without control characters",
  invisible: "Write the name in letters that can be seen, without invisible characters",
  email: "Please enter a valid email",
  // The SPEC's phone message (SPEC §5), with the two ways of writing a number
  // the rule takes, so a parent on a phone sees what to change; no-break
  // spaces keep each number on one line of a narrow screen.
  phone:
    "Phone number is not valid: write it like 0803\u00a0123\u00a04567 or +234\u00a0803\u00a0123\u00a04567",
  date: "Write a date that exists, as YYYY-MM-DD",
  number: "Numbers only",
  webAddress: "Write a web address, like github.com/yourname or https://yourname.com.ng",
  yesNo: "Answer yes or no",
  extra: "This form has no such question",
} as const;

/** What a long text may hold besides printable characters: line breaks and tabs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const blockControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Short text without a limit of its own takes a line; long text a few paragraphs. */
export const longTextMaxChars = 2_000;

export function maxLengthOf(question: Question): number {
  if (question.maxLength !== undefined) return question.maxLength;
  return question.type === "long-text" ? longTextMaxChars : lineMaxChars;
}

function line(max: number) {
  return z.string().check(
    z.maxLength(max, { error: `Keep it under ${max} characters` }),
    z.refine((value) => !lineControlCharacters.test(value), { error: admissionMessages.oneLine }),
  );
}

/**
 * A web address as people write it: "github.com/chiamaka" means the https
 * page, so an address without a scheme gets one. A word before a colon is a
 * scheme unless a port's number follows ("example.com:8080"); any scheme but
 * http or https (javascript:, data:) is then refused.
 */
export function withWebScheme(address: string): string {
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(address) ? address : `https://${address}`;
}

/**
 * A host name as the URL parser gives it (lower case, international names
 * in punycode): dot-separated labels ending in a name, so "localhost", an IP
 * address or "https://ada" (a word with nothing after it) are refused.
 */
const hostName = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

/**
 * Whether a question asks for a name: a short-text one whose id ends in
 * "name" (full-name; parent-name and child-name; founder-name and business-name).
 */
export function isNameQuestion(question: Question): boolean {
  return question.type === "short-text" && /(?:^|-)name$/.test(question.id);
}

/** The rule for one typed answer (already trimmed and known not to be empty). */
function valueRule(question: Question): z.ZodMiniType<Answer, string> {
  switch (question.type) {
    case "short-text":
      return isNameQuestion(question)
        ? line(maxLengthOf(question)).check(
            z.refine((value) => !invisibleCharacters.test(value), {
              error: admissionMessages.invisible,
            }),
          )
        : line(maxLengthOf(question));
    case "file":
      return line(maxLengthOf(question));
    case "long-text":
      return z.string().check(
        z.maxLength(maxLengthOf(question), {
          error: `Keep it under ${maxLengthOf(question)} characters`,
        }),
        z.refine((value) => !blockControlCharacters.test(value), {
          error: admissionMessages.oneLine,
        }),
      );
    case "email":
      return z.pipe(
        line(lineMaxChars).check(z.email({ error: admissionMessages.email })),
        z.transform((value) => value.toLowerCase()),
      );
    case "phone":
      return z.pipe(
        line(30).check(z.regex(phonePattern, { error: admissionMessages.phone })),
        z.transform((value) => value.replace(phoneSeparators, "")),
      );
    case "date":
      return line(10).check(z.refine(isCalendarDate, { error: admissionMessages.date }));
    case "web-address":
      return z.pipe(
        line(lineMaxChars),
        z.pipe(
          z.transform(withWebScheme),
          z.url({ protocol: /^https?$/, hostname: hostName, error: admissionMessages.webAddress }),
        ),
      );
    case "one-choice":
    case "several-choices":
      return z.string().check(
        z.refine((value) => (question.choices ?? []).includes(value), {
          error:
            question.type === "one-choice"
              ? admissionMessages.chooseOne
              : admissionMessages.chooseFrom,
        }),
      );
    case "yes-no":
      return z.pipe(
        z.enum(["yes", "no"], { error: admissionMessages.yesNo }),
        z.transform((value) => value === "yes"),
      );
    case "number":
      return z.pipe(
        line(12).check(z.regex(/^-?\d+$/, { error: admissionMessages.number })),
        z.transform((value: string) => Number(value)),
      );
  }
}

export type AnswerCheck = {
  /** The answers given, by question id; an optional question left empty has none. */
  answers: Record<string, Answer>;
  /** Each refused question's (or unknown field's) first problem, in words. */
  issues: Record<string, string>;
};

/** Why a number or date is outside what its question takes on `today`, or undefined. */
function boundsRefusal(question: Question, answer: Answer, today: string): string | undefined {
  if (question.type === "number" && typeof answer === "number") {
    return numberRefusal(question, answer);
  }
  if (question.type === "date" && typeof answer === "string") {
    return dateRefusal(question, answer, today);
  }
  return undefined;
}

/**
 * Checks what was sent against the questions, all of them at once so every
 * problem is named. A file question is answered by the file itself, which
 * the caller checks; here it only counts as given or not (`fileGiven`).
 * Fields that are no question of the form are refused by name. Ages and
 * "today" are counted on `today` (YYYY-MM-DD, in Enugu).
 */
export function checkAnswers(
  questions: readonly Question[],
  fields: Readonly<Record<string, readonly string[]>>,
  fileGiven = false,
  today: string = todayInEnugu(),
): AnswerCheck {
  const answers: Record<string, Answer> = {};
  const issues: Record<string, string> = {};
  const ids = new Set(questions.map((question) => question.id));
  for (const name of Object.keys(fields)) {
    if (!ids.has(name)) issues[name] = admissionMessages.extra;
  }
  for (const question of questions) {
    if (question.type === "file") {
      if (question.required && !fileGiven) issues[question.id] = admissionMessages.required;
      continue;
    }
    // An answer that shows nothing (U+200B, U+3164 …) is no answer.
    const values = (fields[question.id] ?? [])
      .map((value) => value.trim())
      .filter((value) => !showsNothing(value));
    if (values.length === 0) {
      if (question.required) issues[question.id] = admissionMessages.required;
      continue;
    }
    if (question.type !== "several-choices" && values.length > 1) {
      issues[question.id] = admissionMessages.oneAnswer;
      continue;
    }
    const rule = valueRule(question);
    const checked: Answer[] = [];
    for (const value of values) {
      const result = rule.safeParse(value);
      const refused = result.success
        ? boundsRefusal(question, result.data, today)
        : (result.error.issues[0]?.message ?? admissionMessages.required);
      if (refused !== undefined) {
        issues[question.id] = refused;
        break;
      }
      if (result.success) checked.push(result.data);
    }
    if (question.id in issues) continue;
    if (question.type === "several-choices") {
      answers[question.id] = [...new Set(checked as string[])];
    } else if (checked[0] !== undefined) {
      answers[question.id] = checked[0];
    }
  }
  return { answers, issues };
}

/** A form's values as the page holds them: text, or a chosen file. */
type PageValue = string | { name: string; size: number; type: string };

/**
 * The answers' rules in the shape a page's form checks take (a zod-like
 * `safeParse` of the form's values, app/lib/use-form-checks.ts): the same
 * `checkAnswers`, with a chosen file checked as the résumé is.
 */
export function answersFormSchema(
  questions: readonly Question[],
  ignored: readonly string[],
  today: string,
) {
  const fileQuestion = questions.find((question) => question.type === "file");
  return {
    safeParse(values: unknown) {
      const fields: Record<string, string[]> = {};
      let file: Extract<PageValue, object> | null = null;
      for (const [name, value] of Object.entries(values as Record<string, PageValue>)) {
        if (ignored.includes(name)) continue;
        if (typeof value === "string") fields[name] = [value];
        else if (name === fileQuestion?.id && value.size > 0) file = value;
      }
      const { issues } = checkAnswers(questions, fields, file !== null, today);
      if (fileQuestion && file) {
        const refused = resumeRule.safeParse(file).error?.issues[0];
        if (refused) issues[fileQuestion.id] = refused.message;
      }
      const list = Object.entries(issues).map(([name, message]) => ({ path: [name], message }));
      return list.length === 0 ? { success: true } : { success: false, error: { issues: list } };
    },
  };
}
