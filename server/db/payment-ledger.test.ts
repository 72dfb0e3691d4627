import { afterEach, describe, expect, test } from "vitest";
import { type Kobo, kobo } from "#schemas/money.ts";
import { type InvoiceStanding, invoiceStandings } from "#schemas/staff-payments.ts";
import { paymentsRepository, type StaffPayment } from "#server/db/payments-repository.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { invoiceStanding, standingParts } from "#server/payments/invoice-standing.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

const call = "kids-code-camp-2027";
const firstDue = "2027-01-10";
const secondDue = "2027-03-10";

/** Where the rule turns: the day before each due day, the day itself, the day after. */
const days = [
  "2026-12-01",
  "2027-01-09",
  firstDue,
  "2027-01-11",
  "2027-03-09",
  secondDue,
  "2027-03-11",
  "2028-01-01",
];

const part = (label: string, amount: number, due: string) => ({
  label,
  amount: kobo(amount),
  due,
});

const twoInstalments: InvoiceSchedule = {
  full: part("In full", 10_000_000, firstDue),
  parts: [
    part("First instalment", 6_000_000, firstDue),
    part("Second instalment", 4_000_000, secondDue),
  ],
};
const inFullOnly: InvoiceSchedule = { full: part("In full", 10_000_000, secondDue), parts: [] };
/** Two parts due the same day, and a schedule not in the order of its days. */
const sameDayParts: InvoiceSchedule = {
  full: part("In full", 9_000_000, firstDue),
  parts: [
    part("September", 3_000_000, secondDue),
    part("August", 3_000_000, firstDue),
    part("July", 3_000_000, firstDue),
  ],
};

type Payment = { method: "bank-transfer" | "refund" | "paystack"; amount: number };

/** Each invoice the ledger is asked about: its schedule, and what came in. */
const cases: { name: string; schedule: InvoiceSchedule; payments: Payment[] }[] = [
  { name: "nothing paid", schedule: twoInstalments, payments: [] },
  {
    name: "one kobo",
    schedule: twoInstalments,
    payments: [{ method: "bank-transfer", amount: 1 }],
  },
  {
    name: "the first instalment to the kobo",
    schedule: twoInstalments,
    payments: [{ method: "bank-transfer", amount: 6_000_000 }],
  },
  {
    name: "a kobo short of the first instalment",
    schedule: twoInstalments,
    payments: [{ method: "bank-transfer", amount: 5_999_999 }],
  },
  {
    name: "more than the first, less than the whole",
    schedule: twoInstalments,
    payments: [{ method: "bank-transfer", amount: 9_000_000 }],
  },
  {
    name: "the whole, in two transfers",
    schedule: twoInstalments,
    payments: [
      { method: "bank-transfer", amount: 6_000_000 },
      { method: "bank-transfer", amount: 4_000_000 },
    ],
  },
  {
    name: "more than the whole (two checkouts both paid)",
    schedule: twoInstalments,
    payments: [
      { method: "paystack", amount: 6_000_000 },
      { method: "paystack", amount: 10_000_000 },
    ],
  },
  {
    name: "the first instalment, refunded",
    schedule: twoInstalments,
    payments: [
      { method: "bank-transfer", amount: 6_000_000 },
      { method: "refund", amount: 6_000_000 },
    ],
  },
  {
    name: "the whole, part refunded",
    schedule: twoInstalments,
    payments: [
      { method: "bank-transfer", amount: 10_000_000 },
      { method: "refund", amount: 2_000_000 },
    ],
  },
  { name: "in full only, nothing paid", schedule: inFullOnly, payments: [] },
  {
    name: "in full only, half paid",
    schedule: inFullOnly,
    payments: [{ method: "bank-transfer", amount: 5_000_000 }],
  },
  { name: "two parts due one day, nothing paid", schedule: sameDayParts, payments: [] },
  {
    name: "two parts due one day, one of them paid",
    schedule: sameDayParts,
    payments: [{ method: "bank-transfer", amount: 3_000_000 }],
  },
  {
    name: "two parts due one day, both paid",
    schedule: sameDayParts,
    payments: [{ method: "bank-transfer", amount: 6_000_000 }],
  },
];

/** Every case issued as the service issues an invoice (its parts stored with it), and paid as it says. */
async function ledgerOfCases(kind: "sqlite" | "postgres") {
  app = await createTestApp({}, kind);
  const repository = paymentsRepository(app.database);
  const invoices: { name: string; id: number; schedule: InvoiceSchedule; total: number }[] = [];
  // Invoices point at applications without a key (decision 202): these have none, so no mail goes.
  let applicationId = 9_000;
  const issue = async (schedule: InvoiceSchedule, invoiceCall: string) => {
    applicationId += 1;
    const issued = await repository.issue(
      {
        applicationId,
        reference: `KCC-2027-${applicationId}`,
        call: invoiceCall,
        total: schedule.full.amount,
        schedule,
        instalments: standingParts(schedule),
      },
      () => {
        throw new Error("an invoice without an application has no offer mail");
      },
    );
    if (!("invoice" in issued)) throw new Error("the invoice should be issued");
    return issued.invoice;
  };
  const receipt = () => {
    throw new Error("an invoice without an application has no receipt mail");
  };
  const staffAuditLine = {
    at: "2026-12-01T10:00:00.000Z",
    actor_id: null,
    actor_email: "staff@hub.example",
    action: "payment-recorded",
    target: null,
    detail: null,
    address: null,
  };
  for (const [index, each] of cases.entries()) {
    const invoice = await issue(each.schedule, call);
    for (const [number, payment] of each.payments.entries()) {
      if (payment.method === "paystack") {
        const reference = `${invoice.reference}-${number}`;
        await repository.openCheckout(invoice.id, reference, kobo(payment.amount));
        const outcome = await repository.recordCharge(
          { reference, amount: payment.amount, currency: "NGN", paidOn: "2026-12-01" },
          receipt,
        );
        expect(outcome.outcome, each.name).toBe("recorded");
        continue;
      }
      const staff: StaffPayment = {
        invoiceId: invoice.id,
        method: payment.method,
        amount: payment.amount as Kobo,
        paidOn: "2026-12-01",
        note: null,
        by: "staff@hub.example",
        formToken: `${String(index).padStart(16, "0")}${String(number).padStart(16, "0")}`,
      };
      expect(await repository.recordByStaff(staff, receipt, staffAuditLine), each.name).toEqual({
        outcome: "recorded",
      });
    }
    invoices.push({
      name: each.name,
      id: invoice.id,
      schedule: each.schedule,
      total: invoice.total,
    });
  }
  // Another call's invoice, unpaid and late all along: never in this call's figures.
  await issue(twoInstalments, "another-call-2027");
  const paidOf = async (id: number) => repository.netPaid(await repository.paymentsOf(id));
  const expected = async (day: string) =>
    Promise.all(
      invoices.map(async (invoice) => {
        const paid = await paidOf(invoice.id);
        return {
          name: invoice.name,
          paid,
          outstanding: Math.max(0, invoice.total - paid),
          standing: invoiceStanding(invoice.schedule, invoice.total, paid, day),
        };
      }),
    );
  return { repository, invoices, expected };
}

describe.each(testDatabases)("a cohort's ledger on %s", (kind) => {
  test("each invoice stands on every day as the rule of invoiceStanding says, on and around each due day", async () => {
    const { repository, invoices, expected } = await ledgerOfCases(kind);
    const names = new Map(invoices.map((invoice) => [invoice.id, invoice.name]));
    for (const day of days) {
      const lines = await repository.ledger.lines(call, day);
      expect(
        lines.map((line) => ({
          name: names.get(line.id),
          paid: line.paid,
          outstanding: line.outstanding,
          standing: line.standing,
        })),
        day,
      ).toEqual(await expected(day));
    }
    // The turns the rule names, read plainly: a part is late the day after its due day.
    const standingOn = async (day: string, name: string) =>
      (await repository.ledger.lines(call, day)).find((line) => names.get(line.id) === name)
        ?.standing;
    expect(await standingOn(firstDue, "nothing paid")).toBe("unpaid");
    expect(await standingOn("2027-01-11", "nothing paid")).toBe("overdue");
    expect(await standingOn("2027-01-11", "the first instalment to the kobo")).toBe("part-paid");
    expect(await standingOn("2027-01-11", "a kobo short of the first instalment")).toBe("overdue");
    expect(await standingOn(secondDue, "more than the first, less than the whole")).toBe(
      "part-paid",
    );
    expect(await standingOn("2027-03-11", "more than the first, less than the whole")).toBe(
      "overdue",
    );
    expect(await standingOn("2027-01-11", "the first instalment, refunded")).toBe("overdue");
    expect(await standingOn("2027-01-11", "two parts due one day, one of them paid")).toBe(
      "overdue",
    );
    expect(await standingOn("2026-12-01", "more than the whole (two checkouts both paid)")).toBe(
      "paid",
    );
  });

  test("each line says what is overdue on the day and when the next uncovered part still ahead falls due", async () => {
    const { repository, invoices } = await ledgerOfCases(kind);
    const names = new Map(invoices.map((invoice) => [invoice.id, invoice.name]));
    const lineOn = async (day: string, name: string) => {
      const line = (await repository.ledger.lines(call, day)).find(
        (each) => names.get(each.id) === name,
      );
      return line && { overdue: line.overdue, nextDue: line.nextDue };
    };
    expect(await lineOn(firstDue, "nothing paid")).toEqual({ overdue: 0, nextDue: firstDue });
    // A part already late is overdue, not "next due" on a day past.
    expect(await lineOn("2027-01-11", "nothing paid")).toEqual({
      overdue: 6_000_000,
      nextDue: secondDue,
    });
    expect(await lineOn("2027-01-11", "a kobo short of the first instalment")).toEqual({
      overdue: 1,
      nextDue: secondDue,
    });
    expect(await lineOn("2027-01-11", "the first instalment to the kobo")).toEqual({
      overdue: 0,
      nextDue: secondDue,
    });
    expect(await lineOn("2027-03-11", "more than the first, less than the whole")).toEqual({
      overdue: 1_000_000,
      nextDue: null,
    });
    expect(await lineOn("2027-03-11", "the whole, in two transfers")).toEqual({
      overdue: 0,
      nextDue: null,
    });
    expect(await lineOn("2027-01-11", "two parts due one day, one of them paid")).toEqual({
      overdue: 3_000_000,
      nextDue: secondDue,
    });
  });

  test("the totals, the filter and the pages agree with the lines they count, whatever the day", async () => {
    const { repository, expected } = await ledgerOfCases(kind);
    for (const day of days) {
      const lines = await expected(day);
      const totals = await repository.ledger.totals(call, day);
      expect(totals, day).toEqual({
        invoices: cases.length,
        counts: Object.fromEntries(
          invoiceStandings.map((standing) => [
            standing,
            lines.filter((line) => line.standing === standing).length,
          ]),
        ),
        collected: lines.reduce((sum, line) => sum + line.paid, 0),
        outstanding: lines.reduce((sum, line) => sum + line.outstanding, 0),
      });
      const all = await repository.ledger.lines(call, day);
      const ids = (of: { id: number }[]) => of.map((line) => line.id);
      for (const standing of [undefined, ...invoiceStandings] as (InvoiceStanding | undefined)[]) {
        const matching = all.filter((line) => standing === undefined || line.standing === standing);
        for (const offset of [0, 3, 12]) {
          const page = await repository.ledger.lines(call, day, {
            ...(standing ? { standing } : {}),
            page: { offset, limit: 4 },
          });
          expect(ids(page), `${day} ${standing} ${offset}`).toEqual(
            ids(matching.slice(offset, offset + 4)),
          );
        }
      }
    }
    expect(await repository.ledger.totals("no-such-call", days[0] as string)).toEqual({
      invoices: 0,
      counts: { paid: 0, "part-paid": 0, overdue: 0, unpaid: 0, withdrawn: 0 },
      collected: 0,
      outstanding: 0,
    });
  });
});
