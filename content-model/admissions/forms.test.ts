import { expect, test } from "vitest";
import { honeypotFieldName } from "#schemas/form-posts.ts";
import { callProgrammes } from "../calls/calls.ts";
import { readKidsProgrammes } from "../codeville/kids-programmes.server.ts";
import { readAdmissionForms } from "./forms.server.ts";
import { admissionFormSchema, type Question } from "./forms.ts";

const email: Question = { id: "email", type: "email", label: "Email", required: true };

/** Each refusal's message at its field, as the editor shows it. */
function refusals(questions: unknown[]) {
  const result = admissionFormSchema.safeParse({ programme: "Sparks", intro: "Apply.", questions });
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
}

test("every programme that takes applications has a default form, and each passes its schema", () => {
  const forms = readAdmissionForms();
  expect([...forms.keys()].sort()).toEqual([...callProgrammes].sort());
});

test("a form without questions, or without a required email question, is refused with the reason", () => {
  expect(refusals([])).toEqual([
    ["questions", "a form needs at least one question"],
    [
      "questions",
      "a form needs a required email question: the confirmation goes there, and one address applies once",
    ],
  ]);
  expect(refusals([{ ...email, required: false }])).toHaveLength(1);
});

test("two questions with one id are refused, since answers are stored by id", () => {
  expect(
    refusals([email, { id: "email", type: "short-text", label: "Name", required: true }]),
  ).toEqual([["questions", "two questions have the same id: each needs its own"]]);
});

test("a question may not take the spam trap's name, which would drop its answers as a robot's", () => {
  expect(
    refusals([
      email,
      { id: honeypotFieldName, type: "web-address", label: "Website", required: false },
    ]),
  ).toEqual([
    [
      "questions.1.id",
      `"${honeypotFieldName}" is kept for catching spam robots: choose another id, like business-website`,
    ],
  ]);
});

test("a choice question needs two distinct choices, and only choice questions have choices", () => {
  const choice = { id: "path", type: "one-choice", label: "Path", required: true };
  expect(refusals([email, choice])).toEqual([
    ["questions.1.choices", "a choice question needs at least two choices"],
  ]);
  expect(refusals([email, { ...choice, choices: ["Design", "Design"] }])).toEqual([
    ["questions.1.choices", "a choice is listed twice"],
  ]);
  expect(refusals([email, { ...choice, type: "short-text", choices: ["A", "B"] }])).toEqual([
    ["questions.1.choices", "only a one-choice or several-choices question has choices"],
  ]);
});

test("limits belong to their types and must be in order; one file question at most", () => {
  const age = { id: "age", type: "number", label: "Age", required: true };
  expect(refusals([email, { ...age, min: 10, max: 5 }])).toEqual([
    ["questions.1.max", "the smallest value is above the largest"],
  ]);
  expect(refusals([email, { ...age, type: "date", min: 1 }])).toEqual([
    ["questions.1.min", "only a number question has a smallest and largest value"],
  ]);
  const file = { type: "file", label: "CV", required: false };
  expect(refusals([email, { ...file, id: "cv" }, { ...file, id: "deck" }])).toEqual([
    ["questions", "a form takes at most one file question"],
  ]);
  expect(refusals([email, { ...age, id: "Child Age" }])?.[0]?.[0]).toBe("questions.1.id");
});

test("a date question's days and an age's limits belong to their types, in order, and the programme's ages stand alone", () => {
  const birth = { id: "date-of-birth", type: "date", label: "Born", required: true };
  expect(refusals([email, { ...birth, earliest: "2030-01-01", latest: "2020-01-01" }])).toEqual([
    ["questions.1.latest", "the first day is after the last"],
  ]);
  expect(refusals([email, { ...birth, latest: "next week" }])?.[0]?.[0]).toBe("questions.1.latest");
  expect(refusals([email, { ...birth, earliest: "2000-01-01", latest: "today" }])).toBeUndefined();
  expect(refusals([email, { ...birth, type: "short-text", latest: "today" }])).toEqual([
    ["questions.1.earliest", "only a date question has a first and last day"],
  ]);
  expect(refusals([email, { ...birth, minAge: 12, maxAge: 9 }])).toEqual([
    ["questions.1.maxAge", "the youngest age is above the oldest"],
  ]);
  expect(refusals([email, { ...birth, type: "yes-no", minAge: 9 }])?.[0]?.[0]).toBe(
    "questions.1.minAge",
  );
  expect(refusals([email, { ...birth, programmeAges: true, minAge: 9 }])?.[0]?.[0]).toBe(
    "questions.1.programmeAges",
  );
  const age = { id: "child-age", type: "number", label: "Age", required: true };
  expect(refusals([email, { ...age, programmeAges: true, min: 6 }])?.[0]?.[0]).toBe(
    "questions.1.min",
  );
});

test("a kids programme's form takes the ages its page gives, from the one record of them", () => {
  const programmes = readKidsProgrammes();
  const forms = readAdmissionForms();
  const agesOf = (text: string) => (text.match(/\d+/g) ?? []).map(Number).slice(0, 2);
  for (const programme of programmes) {
    const asked = forms.get(programme.id)?.questions.filter((question) => question.programmeAges);
    expect(asked?.length, programme.id).toBeGreaterThan(0);
    for (const question of asked ?? []) {
      expect([question.minAge, question.maxAge], programme.id).toEqual(agesOf(programme.ages));
    }
  }
  // Codeville's general form takes a child any of its programmes takes.
  const every = programmes.flatMap((programme) => agesOf(programme.ages));
  const general = forms.get("codeville")?.questions.find((question) => question.programmeAges);
  expect([general?.minAge, general?.maxAge]).toEqual([Math.min(...every), Math.max(...every)]);
  // No kids form keeps a second pair of numbers for a child's age.
  for (const [id, form] of forms) {
    for (const question of form.questions.filter((each) => each.id.endsWith("child-age"))) {
      expect(question.programmeAges, id).toBe(true);
    }
  }
});
