import * as z from "zod/mini";
import { honeypotFieldName } from "#schemas/form-posts.ts";
import { isCalendarDate } from "#schemas/form-rules.ts";
import { textSchema } from "../text.ts";

/**
 * The hub's own application forms (content/admissions/, one file per
 * programme, issue 34): an ordered list of questions of fixed types that
 * editors change in the editor. A question's `id` is its name in the form
 * and in every stored answer, so it stays when its label changes; a form
 * that could not work is refused with the reason, and the site keeps the
 * one published before.
 */

export const questionTypes = [
  "short-text",
  "long-text",
  "email",
  "phone",
  "one-choice",
  "several-choices",
  "date",
  "number",
  "web-address",
  "yes-no",
  "file",
] as const;

export type QuestionType = (typeof questionTypes)[number];

/** Types whose answer is picked from `choices`. */
export const choiceTypes: readonly QuestionType[] = ["one-choice", "several-choices"];

/** Types whose answer is typed text that `maxLength` bounds. */
export const textTypes: readonly QuestionType[] = ["short-text", "long-text"];

/** A question's id: lower-case words joined by dashes (`child-age`), the field's name in the form. */
const questionIdSchema = z.string().check(
  z.regex(
    /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
    "use lower-case letters, digits and dashes, like child-age",
  ),
  z.maxLength(40, "keep the id under 40 characters"),
  // Every form carries a hidden field of that name for spam robots: a
  // question with it would have its answers taken for a robot's and dropped.
  z.refine(
    (id) => id !== honeypotFieldName,
    `"${honeypotFieldName}" is kept for catching spam robots: choose another id, like business-website`,
  ),
);

/** A day a date question's answer is bounded by: a date, or the day the answer is given. */
const dateBoundSchema = z
  .string()
  .check(
    z.refine(
      (bound) => bound === "today" || (/^\d{4}-\d{2}-\d{2}$/.test(bound) && isCalendarDate(bound)),
      'write a date as YYYY-MM-DD, or "today"',
    ),
  );

const ageSchema = z.int().check(z.minimum(0), z.maximum(120));

/** Types whose answer may be a person's age (a number) or date of birth (a date). */
export const ageTypes: readonly QuestionType[] = ["number", "date"];

export const questionSchema = z
  .strictObject({
    /** Stays the same for the life of the question: answers are stored under it. */
    id: questionIdSchema,
    type: z.enum(questionTypes),
    label: textSchema,
    /** A line under the label: what to write, or why it is asked. */
    help: z.optional(textSchema),
    required: z.boolean(),
    /** Short and long text: the most characters taken (200 and 2,000 without it). */
    maxLength: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
    /** Number: the smallest and largest taken. */
    min: z.optional(z.int()),
    max: z.optional(z.int()),
    /** Date: the first and last day taken, as YYYY-MM-DD or "today" (the day the answer is given). */
    earliest: z.optional(dateBoundSchema),
    latest: z.optional(dateBoundSchema),
    /**
     * A number that is a person's age, or a date that is their date of birth:
     * the youngest and oldest taken, counted on the day the answer is given.
     */
    minAge: z.optional(ageSchema),
    maxAge: z.optional(ageSchema),
    /**
     * A kids programme's child's age or date of birth: the ages its page
     * gives (content/codeville/programmes/), filled in as minAge and maxAge
     * when the form is read, so the form and the page never disagree.
     */
    programmeAges: z.optional(z.boolean()),
    /** One or several choices: what the applicant picks from, in this order. */
    choices: z.optional(z.array(textSchema)),
  })
  .check(
    z.refine(
      (question) => !choiceTypes.includes(question.type) || (question.choices?.length ?? 0) >= 2,
      {
        message: "a choice question needs at least two choices",
        path: ["choices"],
      },
    ),
    z.refine((question) => choiceTypes.includes(question.type) || question.choices === undefined, {
      message: "only a one-choice or several-choices question has choices",
      path: ["choices"],
    }),
    z.refine(
      (question) => new Set(question.choices ?? []).size === (question.choices ?? []).length,
      {
        message: "a choice is listed twice",
        path: ["choices"],
      },
    ),
    z.refine((question) => textTypes.includes(question.type) || question.maxLength === undefined, {
      message: "only a short or long text question has a longest length",
      path: ["maxLength"],
    }),
    z.refine(
      (question) =>
        question.type === "number" || (question.min === undefined && question.max === undefined),
      { message: "only a number question has a smallest and largest value", path: ["min"] },
    ),
    z.refine(
      (question) =>
        question.min === undefined || question.max === undefined || question.min <= question.max,
      { message: "the smallest value is above the largest", path: ["max"] },
    ),
    z.refine(
      (question) =>
        question.type === "date" ||
        (question.earliest === undefined && question.latest === undefined),
      { message: "only a date question has a first and last day", path: ["earliest"] },
    ),
    z.refine(
      (question) =>
        question.earliest === undefined ||
        question.latest === undefined ||
        question.earliest === "today" ||
        question.latest === "today" ||
        question.earliest <= question.latest,
      { message: "the first day is after the last", path: ["latest"] },
    ),
    z.refine(
      (question) =>
        ageTypes.includes(question.type) ||
        (question.minAge === undefined &&
          question.maxAge === undefined &&
          question.programmeAges === undefined),
      {
        message: "only a number (an age) or a date (a date of birth) has ages",
        path: ["minAge"],
      },
    ),
    z.refine(
      (question) =>
        question.minAge === undefined ||
        question.maxAge === undefined ||
        question.minAge <= question.maxAge,
      { message: "the youngest age is above the oldest", path: ["maxAge"] },
    ),
    z.refine(
      (question) =>
        !question.programmeAges || (question.minAge === undefined && question.maxAge === undefined),
      {
        message:
          "the programme's ages are its page's: leave out minAge and maxAge, or programmeAges",
        path: ["programmeAges"],
      },
    ),
    z.refine(
      (question) =>
        question.type !== "number" ||
        (question.minAge === undefined &&
          question.maxAge === undefined &&
          !question.programmeAges) ||
        (question.min === undefined && question.max === undefined),
      { message: "an age question's limits are its ages: leave out min and max", path: ["min"] },
    ),
  );

export type Question = z.infer<typeof questionSchema>;

/** The address the confirmation goes to and that applies once: the form's first email question. */
export function contactQuestion(questions: readonly Question[]): Question | undefined {
  return questions.find((question) => question.type === "email");
}

export const admissionFormSchema = z
  .strictObject({
    /** The programme's name as the form's page and the confirmation mail write it. */
    programme: textSchema,
    /** Above the questions: who fills the form in (a parent for the kids' programmes). */
    intro: textSchema,
    /** What happens after applying, for a programme whose page lists no selection steps. */
    afterApplying: z.optional(textSchema),
    questions: z.array(questionSchema),
  })
  .check(
    z.refine((form) => form.questions.length > 0, {
      message: "a form needs at least one question",
      path: ["questions"],
    }),
    z.refine((form) => duplicateIds(form.questions).length === 0, {
      message: "two questions have the same id: each needs its own",
      path: ["questions"],
    }),
    z.refine((form) => contactQuestion(form.questions)?.required === true, {
      message:
        "a form needs a required email question: the confirmation goes there, and one address applies once",
      path: ["questions"],
    }),
    // One file per application: the upload is streamed and checked as it arrives.
    z.refine((form) => form.questions.filter((question) => question.type === "file").length <= 1, {
      message: "a form takes at most one file question",
      path: ["questions"],
    }),
  );

export type AdmissionForm = z.infer<typeof admissionFormSchema>;

function duplicateIds(questions: readonly Question[]): string[] {
  const seen = new Set<string>();
  return questions.map((question) => question.id).filter((id) => seen.has(id) || !seen.add(id));
}
