import fc from "fast-check";
import { expect, test } from "vitest";
import { kobo } from "#schemas/money.ts";
import { cohortInput } from "#tests/support/cohort-input.ts";
import { callSchema } from "./calls.ts";
import { cohortSchema, instalmentDueDates, instalmentsOf } from "./cohort.ts";

function createCallInput(overrides: Record<string, unknown> = {}) {
  return {
    programme: "kids-code-camp",
    edition: "2028",
    status: "closed",
    closes: "2028-06-30",
    cohort: cohortInput(),
    ...overrides,
  };
}

/** The messages a refused value gets, each with the field it names. */
function refusals(schema: typeof cohortSchema | typeof callSchema, input: unknown) {
  return (schema.safeParse(input).error?.issues ?? []).map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  );
}

const day = fc
  .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

test("a cohort that ends before it starts is refused on its end date", () => {
  expect(refusals(cohortSchema, cohortInput({ ends: "2028-07-31" }))).toEqual([
    "ends: the cohort ends before it starts",
  ]);
});

test("a negative or fractional fee is refused in words", () => {
  const cohort = { instalments: undefined };
  expect(refusals(cohortSchema, cohortInput({ ...cohort, fee: -100 }))).toEqual([
    "fee: must not be negative",
  ]);
  expect(refusals(cohortSchema, cohortInput({ ...cohort, fee: 1_500_000.5 }))).toEqual([
    "fee: must be whole kobo, with no fraction: ₦1 is 100 kobo",
  ]);
});

test("instalments that do not add up to the fee are refused with both amounts in naira", () => {
  const instalments = { first: 7_500_000, second: 5_000_000 };
  expect(refusals(cohortSchema, cohortInput({ instalments }))).toEqual([
    "instalments: the two instalments add up to ₦125,000, not the fee of ₦150,000",
  ]);
});

test("instalments that add up to the fee are accepted, whatever the split", () => {
  fc.assert(
    fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), (first, second) => {
      const input = cohortInput({ fee: first + second, instalments: { first, second } });
      expect(cohortSchema.safeParse(input).success).toBe(true);
    }),
  );
});

test("a fee per month has no instalments, and only Virtual Camp has one", () => {
  const monthly = cohortInput({ feePer: "month" });
  expect(refusals(cohortSchema, monthly)).toEqual([
    "instalments: a fee per month is paid month by month, not in two instalments",
  ]);
  const cohort = { ...monthly, instalments: undefined };
  expect(refusals(callSchema, createCallInput({ programme: "virtual-camp", cohort }))).toEqual([]);
  expect(refusals(callSchema, createCallInput({ cohort }))).toEqual([
    "cohort.feePer: a fee per month is for Virtual Camp, whose courses last a month each",
  ]);
});

test("only a kids programme's call may have a cohort: Startzone stays free", () => {
  expect(refusals(callSchema, createCallInput({ programme: "start-up-boost" }))).toEqual([
    "cohort: only a kids programme has a cohort with a fee: Startzone and Sparks are free",
  ]);
});

test("instalments need the call's closing date, on which the first falls due", () => {
  expect(refusals(callSchema, createCallInput({ closes: undefined }))).toEqual([
    "closes: a cohort paid in two instalments needs the call's closing date: the first instalment falls due on it",
  ]);
});

test("the first instalment falls due on the closing date, the second two weeks before the cohort ends", () => {
  fc.assert(
    fc.property(day, day, (closes, ends) => {
      const due = instalmentDueDates({ ends }, closes);
      expect(due.first).toBe(closes);
      const weeksBeforeEnd = (Date.parse(ends) - Date.parse(due.second)) / (7 * 24 * 3600 * 1000);
      expect(weeksBeforeEnd).toBe(2);
    }),
  );
});

test("a second instalment due on or before the closing date is refused on the cohort's end", () => {
  const cohort = cohortInput({ starts: "2028-07-01", ends: "2028-07-14" });
  expect(refusals(callSchema, createCallInput({ closes: "2028-06-30", cohort }))).toEqual([
    "cohort.ends: the second instalment falls due two weeks before the cohort ends, which must be after the closing date, when the first falls due",
  ]);
});

test("a cohort's instalments are its two amounts with their due dates, and none when paid in full", () => {
  const cohort = cohortSchema.parse(cohortInput());
  expect(instalmentsOf(cohort, "2028-06-30")).toEqual([
    { amount: kobo(10_000_000), due: "2028-06-30" },
    { amount: kobo(5_000_000), due: "2028-08-17" },
  ]);
  const inFull = cohortSchema.parse(cohortInput({ instalments: undefined }));
  expect(instalmentsOf(inFull, "2028-06-30")).toEqual([]);
});
