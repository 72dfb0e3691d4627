import { expect, test } from "vitest";
import { type Call, callSchema } from "#content-model/calls/calls.ts";
import { invoiceTerms } from "#server/payments/invoice.ts";

const call = (fields: Record<string, unknown>): Call =>
  callSchema.parse({ edition: "2027", status: "closed", ...fields });

const camp = {
  starts: "2028-08-01",
  ends: "2028-08-31",
  days: "Monday to Friday",
  hours: "10am to 3pm",
  places: 30,
  fee: 15_000_000,
  feePer: "cohort",
};

test("a cohort in instalments is invoiced in full by the closing date, or in two parts by the rule", () => {
  const terms = invoiceTerms(
    call({
      programme: "kids-code-camp",
      closes: "2027-12-31",
      cohort: { ...camp, instalments: { first: 7_500_000, second: 7_500_000 } },
    }),
  );
  expect(terms).toEqual({
    total: 15_000_000,
    schedule: {
      full: { label: "In full", amount: 15_000_000, due: "2027-12-31" },
      parts: [
        { label: "First instalment", amount: 7_500_000, due: "2027-12-31" },
        { label: "Second instalment", amount: 7_500_000, due: "2028-08-17" },
      ],
    },
  });
});

test("a cohort paid in full only has no parts", () => {
  const terms = invoiceTerms(
    call({ programme: "kids-code-camp", closes: "2027-12-31", cohort: camp }),
  );
  expect(terms).toMatchObject({ total: 15_000_000, schedule: { parts: [] } });
});

test("a monthly course is invoiced one part per calendar month it runs in", () => {
  const terms = invoiceTerms(
    call({
      programme: "virtual-camp",
      cohort: {
        ...camp,
        starts: "2024-09-02",
        ends: "2024-11-29",
        fee: 2_500_000,
        feePer: "month",
      },
    }),
  );
  expect(terms).toEqual({
    total: 7_500_000,
    schedule: {
      full: { label: "In full", amount: 7_500_000, due: "2024-09-02" },
      parts: [
        { label: "September 2024", amount: 2_500_000, due: "2024-09-02" },
        { label: "October 2024", amount: 2_500_000, due: "2024-10-01" },
        { label: "November 2024", amount: 2_500_000, due: "2024-11-01" },
      ],
    },
  });
});

test("a free programme's call is refused with the reason: there is nothing to invoice", () => {
  for (const programme of ["sparks", "start-up-boost"]) {
    expect(invoiceTerms(call({ programme }))).toEqual({
      refused: expect.stringMatching(/free, so there is nothing to invoice/),
    });
  }
});
