import { expect, test } from "vitest";
import type { Question } from "#content-model/admissions/forms.ts";
import { checkAnswers } from "#schemas/admission-answers.ts";
import { boundsRule, dateBounds } from "#schemas/question-bounds.ts";

const today = "2026-11-29";
const birth: Question = {
  id: "child-date-of-birth",
  type: "date",
  label: "Your child's date of birth",
  required: true,
  minAge: 9,
  maxAge: 12,
};
const age: Question = {
  id: "child-age",
  type: "number",
  label: "Your child's age",
  required: true,
  minAge: 9,
  maxAge: 12,
};

const issueOf = (question: Question, value: string) =>
  checkAnswers([question], { [question.id]: [value] }, false, today).issues[question.id];

test("a date of birth is taken only when it gives an age the question takes, counted today", () => {
  // Nine today, and twelve until the day before the thirteenth birthday.
  expect(dateBounds(birth, today)).toEqual({ earliest: "2013-11-30", latest: "2017-11-29" });
  expect(issueOf(birth, "2017-11-29")).toBeUndefined();
  expect(issueOf(birth, "2013-11-30")).toBeUndefined();
  for (const refused of ["2017-11-30", "2013-11-29", "2030-01-01", today]) {
    expect(issueOf(birth, refused), refused).toBe(
      "This programme takes ages 9 to 12: a date of birth from 30 November 2013 to 29 November 2017",
    );
  }
});

test("an age is refused outside the ages taken, with a message naming them", () => {
  expect(issueOf(age, "10")).toBeUndefined();
  expect(issueOf(age, "6")).toBe("This programme takes ages 9 to 12");
  expect(issueOf(age, "14")).toBe("This programme takes ages 9 to 12");
});

test("a date question's own days bound it, today being the day it is answered", () => {
  const past: Question = { ...birth, minAge: undefined, maxAge: undefined, latest: "today" };
  expect(issueOf(past, "2001-04-12")).toBeUndefined();
  expect(issueOf(past, "2026-11-30")).toBe("Choose a date on or before 29 November 2026");
  const start: Question = { ...past, latest: undefined, earliest: "2027-01-10" };
  expect(issueOf(start, "2027-01-09")).toBe("Choose a date on or after 10 January 2027");
});

test("a birthday on 29 February counts in a year without one", () => {
  expect(dateBounds({ ...birth, minAge: 10, maxAge: undefined }, "2026-02-28").latest).toBe(
    "2016-02-28",
  );
});

test("a bounded question's rule, for a page with no answer to hand, is what its refusals say of it", () => {
  // An age's refusal is its rule; a date of birth's begins with it, before the days counted today.
  expect(boundsRule(age)).toBe(issueOf(age, "13"));
  expect(issueOf(birth, "2030-01-01")).toMatch(new RegExp(`^${boundsRule(birth)}: `));
  const hours: Question = {
    id: "hours",
    type: "number",
    label: "Hours",
    required: true,
    min: 1,
    max: 80,
  };
  expect(boundsRule(hours)).toBe("From 1 to 80");
  expect(boundsRule({ ...hours, max: undefined })).toBe(issueOf({ ...hours, max: undefined }, "0"));
  // A day counted from today is named as a word, so a page built weeks ago still says the truth.
  const born: Question = {
    id: "born",
    type: "date",
    label: "Born",
    required: true,
    latest: "today",
  };
  expect(boundsRule(born)).toBe("Choose a date on or before today");
  expect(boundsRule({ ...born, latest: undefined, earliest: "2026-01-10" })).toBe(
    issueOf({ ...born, latest: undefined, earliest: "2026-01-10" }, "2026-01-09"),
  );
  expect(
    boundsRule({ id: "city", type: "short-text", label: "City", required: true }),
  ).toBeUndefined();
});
