import { expect, test } from "vitest";
import { kobo } from "#schemas/money.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { invoiceStanding, partStandings } from "#server/payments/invoice-standing.ts";

const schedule: InvoiceSchedule = {
  full: { label: "In full", amount: kobo(15_000_000), due: "2027-12-31" },
  parts: [
    { label: "First instalment", amount: kobo(7_500_000), due: "2027-12-31" },
    { label: "Second instalment", amount: kobo(7_500_000), due: "2028-08-17" },
  ],
};

const standings = (paid: number, today: string) =>
  partStandings(schedule, paid, today).map(({ standing, left }) => [standing, left]);

test("a paid instalment is shown paid, and the next one due with all of it left", () => {
  expect(standings(7_500_000, "2027-12-01")).toEqual([
    ["paid", 0],
    ["due", 7_500_000],
  ]);
});

test("money short of an instalment shows it part paid with what is left", () => {
  expect(standings(5_000_000, "2027-12-01")).toEqual([
    ["part-paid", 2_500_000],
    ["due", 7_500_000],
  ]);
});

test("an instalment past its due day and not covered is overdue, part paid or not", () => {
  expect(standings(0, "2028-01-01")).toEqual([
    ["overdue", 7_500_000],
    ["due", 7_500_000],
  ]);
  expect(standings(5_000_000, "2028-08-18")).toEqual([
    ["overdue", 2_500_000],
    ["overdue", 7_500_000],
  ]);
});

test("an instalment is overdue the day after it falls due, as the invoice's standing says", () => {
  for (const today of ["2027-12-31", "2028-01-01"]) {
    const overdue = standings(0, today).some(([standing]) => standing === "overdue");
    expect(overdue).toBe(invoiceStanding(schedule, 15_000_000, 0, today) === "overdue");
  }
});

test("money past the fees leaves every instalment paid, none below nothing", () => {
  expect(standings(22_500_000, "2027-12-01")).toEqual([
    ["paid", 0],
    ["paid", 0],
  ]);
});
