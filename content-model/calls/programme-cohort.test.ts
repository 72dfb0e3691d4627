import { expect, test } from "vitest";
import { formatNaira, kobo } from "#schemas/money.ts";
import { cohortInput } from "#tests/support/cohort-input.ts";
import type { CallOnDate } from "./calls.ts";
import { type Cohort, cohortSchema } from "./cohort.ts";
import type { CohortWords } from "./cohort-words.ts";
import { cohortSection, paymentTable } from "./programme-cohort.ts";

const words: CohortWords = {
  eyebrow: "Dates and fees",
  heading: "The next cohort",
  closedHeading: "The last cohort",
  closedNote: "Applications have closed.",
  labels: { dates: "Dates", classes: "Classes", places: "Places", fee: "Fee" },
  dates: "{starts} to {ends}",
  classes: "{days}, {hours}",
  places: "{places} children",
  feePerCohort: "{fee}",
  feePerMonth: "{fee} a month",
  payments: {
    caption: "Ways to pay",
    headers: { option: "Payment", amount: "Amount", due: "Due by" },
    inFull: "In full",
    firstInstalment: "First instalment",
    secondInstalment: "Second instalment",
    howToPay: {
      heading: "How to pay",
      afterOffer: "You pay once we offer your child a place.",
      ways: "Pay online through Paystack, or by bank transfer.",
      parts: "Pay in full, or in the two instalments above.",
    },
  },
};

function createCohort(overrides: Partial<Record<keyof Cohort, unknown>> = {}): Cohort {
  return cohortSchema.parse(cohortInput(overrides));
}

function createCall(overrides: Partial<CallOnDate> = {}): CallOnDate {
  return {
    programme: "kids-code-camp",
    edition: "2028",
    status: "open",
    closes: "2028-06-30",
    open: true,
    cohort: createCohort(),
    ...overrides,
  };
}

test("paying in full is due on the closing date, with the first instalment", () => {
  const table = paymentTable(createCohort(), "2028-06-30", words.payments);
  expect(table?.rows.map((row) => row.due)).toEqual([
    "30 June 2028",
    "30 June 2028",
    "17 August 2028",
  ]);
});

test("the instalments shown add up to the fee shown in full", () => {
  const cohort = createCohort();
  const [inFull, ...instalments] = paymentTable(cohort, "2028-06-30", words.payments)?.rows ?? [];
  expect(inFull?.amount).toBe(formatNaira(cohort.fee));
  expect(instalments.map((row) => row.amount)).toEqual([
    formatNaira(kobo(10_000_000)),
    formatNaira(kobo(5_000_000)),
  ]);
});

test("a cohort paid in full only shows the one way to pay", () => {
  const table = paymentTable(
    createCohort({ instalments: undefined }),
    "2028-06-30",
    words.payments,
  );
  expect(table?.rows.map((row) => row.option)).toEqual([words.payments.inFull]);
});

test("a fee per month is shown as a monthly amount, without a table of instalments", () => {
  const cohort = createCohort({ feePer: "month", fee: 2_500_000, instalments: undefined });
  const section = cohortSection(createCall({ programme: "virtual-camp", cohort }), words);
  expect(section?.facts.find((fact) => fact.label === "Fee")?.value).toBe("₦25,000 a month");
  expect(section?.payments).toBeUndefined();
});

test("a closed call's cohort is named the last one, with its fee but no table of past due dates", () => {
  const open = cohortSection(createCall(), words);
  expect(open).toMatchObject({ heading: words.heading });
  expect(open?.note).toBeUndefined();
  const closed = cohortSection(createCall({ status: "closed", open: false }), words);
  expect(closed).toMatchObject({ heading: words.closedHeading, note: words.closedNote });
  expect(closed?.payments).toBeUndefined();
  expect(closed?.facts.find((fact) => fact.label === "Fee")?.value).toBe("₦150,000");
});

test("the section gives the fee itself only when no table of payments does", () => {
  const withTable = cohortSection(createCall(), words);
  expect(withTable?.facts.map((fact) => fact.label)).not.toContain("Fee");
  expect(withTable?.payments?.rows[0]?.amount).toBe("₦150,000");
});

test("a call without a cohort has no section", () => {
  expect(cohortSection(createCall({ cohort: undefined }), words)).toBeUndefined();
});

test("a cohort paid by the cohort says how to pay under its table, in the content's words", () => {
  const table = paymentTable(createCohort(), "2028-06-30", words.payments);
  expect(table?.howToPay).toEqual(words.payments.howToPay);
});
