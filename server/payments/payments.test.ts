import { expect, test } from "vitest";
import { kobo } from "#schemas/money.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { payChoices } from "#server/payments/payments.ts";

const schedule: InvoiceSchedule = {
  full: { label: "In full", amount: kobo(15_000_000), due: "2027-12-31" },
  parts: [
    { label: "First instalment", amount: kobo(7_500_000), due: "2027-12-31" },
    { label: "Second instalment", amount: kobo(7_500_000), due: "2028-08-17" },
  ],
};

test("a parent who has paid nothing may pay the first instalment or in full", () => {
  expect(payChoices(schedule, 15_000_000, 0)).toEqual([
    { label: "First instalment", amount: 7_500_000 },
    { label: "In full", amount: 15_000_000 },
  ]);
});

test("after the first instalment only the rest is offered, and part of an instalment leaves its rest", () => {
  expect(payChoices(schedule, 15_000_000, 7_500_000)).toEqual([
    { label: "The rest", amount: 7_500_000 },
  ]);
  expect(payChoices(schedule, 15_000_000, 5_000_000)).toEqual([
    { label: "First instalment", amount: 2_500_000 },
    { label: "The rest", amount: 10_000_000 },
  ]);
});

test("nothing is offered once the invoice is paid", () => {
  expect(payChoices(schedule, 15_000_000, 15_000_000)).toEqual([]);
});
