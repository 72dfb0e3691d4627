import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { kobo } from "#schemas/money.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import { paymentLedger } from "#server/db/payment-ledger.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { invoiceStanding } from "#server/payments/invoice-standing.ts";
import { testDatabases } from "#tests/support/test-app.ts";
import { unmigratedTestDatabase } from "#tests/support/unmigrated-test-database.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const part = (label: string, amount: number, due: string) => ({ label, amount: kobo(amount), due });

/** Schedules as the releases before wrote them (server/payments/invoice.ts): instalments, in full only, monthly. */
const schedules: Record<string, InvoiceSchedule> = {
  instalments: {
    full: part("In full", 15_000_000, "2027-01-10"),
    parts: [
      part("First instalment", 7_500_000, "2027-01-10"),
      part("Second instalment", 7_500_000, "2027-03-10"),
    ],
  },
  "in full": { full: part("In full", 15_000_000, "2027-02-01"), parts: [] },
  monthly: {
    full: part("In full", 9_000_000, "2027-01-04"),
    parts: [
      part("January 2027", 3_000_000, "2027-01-04"),
      part("February 2027", 3_000_000, "2027-02-01"),
      part("March 2027", 3_000_000, "2027-03-01"),
    ],
  },
};

// Up to this one only: a migration after it would be recorded, and its rerun refused as out of order.
const migration = "2026-11-29-100-payment-instalments";

describe.each(testDatabases)("the payment instalments migration on %s", (kind) => {
  test("the invoices issued before have their parts filled from their schedules, and stand as they stood", async () => {
    const { db, remove } = await unmigratedTestDatabase(kind);
    cleanups.push(remove);
    const migrator = new Migrator({ db, provider: migrationProvider(kind) });
    expect((await migrator.migrateTo("2026-11-28-900-payment-form-tokens")).error).toBeUndefined();
    const names = Object.keys(schedules);
    const invoices = await db
      .insertInto("payment_invoices")
      .values(
        names.map((name, index) => ({
          application_id: index + 1,
          reference: `KCC-2027-000${index + 1}`,
          call: "kids-code-camp-2027",
          currency: "NGN" as const,
          total_kobo: (schedules[name] as InvoiceSchedule).full.amount,
          schedule: JSON.stringify(schedules[name]),
          created_at: "2026-11-28T10:00:00.000Z",
        })),
      )
      .returning("id")
      .execute();
    const ids = invoices.map((invoice) => invoice.id);
    // The first instalment of the first invoice, and one month of the monthly one, paid.
    await db
      .insertInto("payment_records")
      .values(
        [
          { invoice_id: ids[0] as number, amount_kobo: 7_500_000 },
          { invoice_id: ids[2] as number, amount_kobo: 3_000_000 },
        ].map((payment) => ({
          ...payment,
          method: "bank-transfer" as const,
          provider_reference: null,
          paid_on: "2026-12-01",
          note: null,
          recorded_by: "staff@hub.example",
          recorded_at: "2026-12-01T10:00:00.000Z",
          form_token: null,
        })),
      )
      .execute();

    expect((await migrator.migrateTo(migration)).error).toBeUndefined();
    const parts = await db
      .selectFrom("payment_instalments")
      .select(["invoice_id", "part", "due_on", "amount_kobo"])
      .orderBy("invoice_id")
      .orderBy("part")
      .execute();
    expect(parts).toEqual([
      { invoice_id: ids[0], part: 0, due_on: "2027-01-10", amount_kobo: 7_500_000 },
      { invoice_id: ids[0], part: 1, due_on: "2027-03-10", amount_kobo: 7_500_000 },
      // Paid in full only: the whole fee is its one part.
      { invoice_id: ids[1], part: 0, due_on: "2027-02-01", amount_kobo: 15_000_000 },
      { invoice_id: ids[2], part: 0, due_on: "2027-01-04", amount_kobo: 3_000_000 },
      { invoice_id: ids[2], part: 1, due_on: "2027-02-01", amount_kobo: 3_000_000 },
      { invoice_id: ids[2], part: 2, due_on: "2027-03-01", amount_kobo: 3_000_000 },
    ]);
    // Cut off after its work and before the migrator recorded it, it runs again whole.
    await sql`delete from kysely_migration where name = ${migration}`.execute(db);
    expect((await migrator.migrateTo(migration)).error).toBeUndefined();
    expect(
      await db
        .selectFrom("payment_instalments")
        .select(["invoice_id", "part", "due_on", "amount_kobo"])
        .orderBy("invoice_id")
        .orderBy("part")
        .execute(),
    ).toEqual(parts);
    const paid = [7_500_000, 0, 3_000_000];
    for (const day of ["2027-01-10", "2027-01-11", "2027-02-01", "2027-02-02", "2027-03-11"]) {
      const lines = await paymentLedger({ db }).lines("kids-code-camp-2027", day);
      expect(
        lines.map((line) => line.standing),
        day,
      ).toEqual(
        names.map((name, index) =>
          invoiceStanding(
            schedules[name] as InvoiceSchedule,
            (schedules[name] as InvoiceSchedule).full.amount,
            paid[index] as number,
            day,
          ),
        ),
      );
    }
  });
});
