/**
 * Payments (issue 35), on SQLite and, when DATABASE_URL names a PostgreSQL
 * server, on a fresh database there:
 * - Paystack's webhook: WEBHOOKS signed `charge.success` events (30 % of
 *   them a second delivery of another, all shuffled) through the real route
 *   by `inject`: throughput, p95 and p99 server time, and that each
 *   reference was recorded exactly once with one receipt;
 * - the staff payments page of a cohort of COHORT invoices: p95 server time,
 *   and the time of the two ledger queries it makes, asked alone;
 * - the reminders sweep over REMINDED invoices, each owed a week's reminder:
 *   the time of one pass, and that a second pass queues nothing.
 *   npm run bench:payments          WEBHOOKS=300 REMINDED=1000 npm run bench:payments
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { buildApp } from "#server/app.ts";
import { createDatabase, type Database } from "#server/db/database.ts";
import { parseServerEnv } from "#server/env.ts";
import { lagosTime } from "#server/lagos-time.ts";
import { newCheckoutReference } from "#server/payments/checkout-reference.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import { paymentReminders } from "#server/payments/payment-reminders.ts";
import { paystackSignature } from "#server/payments/paystack-signature.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { storedKidsApplication } from "#tests/support/kids-application.ts";
import { standInKeys } from "#tests/support/paystack-stand-in.ts";
import { markdownTable, percentile } from "./bench-figures.ts";
import { signedInStaffApp } from "./bench-staff-session.ts";

const webhooks = Number(process.env.WEBHOOKS ?? 1_000);
const cohort = Number(process.env.COHORT ?? 5_000);
const reminded = Number(process.env.REMINDED ?? 5_000);
const samples = Number(process.env.SAMPLES ?? 100);
const call = "kids-code-camp-2024";

/** A reproducible shuffle (a linear congruential generator), so every run reorders alike. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 35;
  for (let index = out.length - 1; index > 0; index -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = seed % (index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

/**
 * `count` applications to the sample camp, offered a place, each with its
 * invoice and the invoice's parts, written in batches as the service would
 * have stored them; the first is issued by the service itself, and its
 * schedule and parts are every invoice's.
 */
async function seedInvoices(
  database: Database,
  first: { id: number },
  schedule: string,
  count: number,
) {
  const { db } = database;
  const version = await db
    .selectFrom("admission_applications")
    .select("form_version_id")
    .where("id", "=", first.id)
    .executeTakeFirstOrThrow();
  const parts = await db
    .selectFrom("payment_instalments")
    .innerJoin("payment_invoices", "payment_invoices.id", "payment_instalments.invoice_id")
    .select(["part", "due_on", "amount_kobo"])
    .where("payment_invoices.application_id", "=", first.id)
    .orderBy("part")
    .execute();
  const at = new Date().toISOString();
  const batch = 500;
  for (let offset = 1; offset < count; offset += batch) {
    const numbers = Array.from(
      { length: Math.min(batch, count - offset) },
      (_, i) => offset + i + 1,
    );
    const rows = await db
      .insertInto("admission_applications")
      .values(
        numbers.map((n) => ({
          call,
          reference: `KCC-2024-${String(n).padStart(5, "0")}`,
          email: `parent${n}@family.example`,
          form_version_id: version.form_version_id,
          answers: JSON.stringify({ email: `parent${n}@family.example` }),
          file: null,
          file_name: null,
          file_bytes: null,
          file_sha256: null,
          created_at: at,
          stage: "offered" as const,
          stage_changed_at: at,
          search_text: `kcc-2024-${n}`,
        })),
      )
      .returning(["id", "reference"])
      .execute();
    const invoices = await db
      .insertInto("payment_invoices")
      .values(
        rows.map((row) => ({
          application_id: row.id,
          reference: row.reference ?? "",
          call,
          currency: "NGN",
          total_kobo: 15_000_000,
          schedule,
          created_at: at,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("payment_instalments")
      .values(
        invoices.flatMap((invoice) => parts.map((part) => ({ invoice_id: invoice.id, ...part }))),
      )
      .execute();
  }
  if (database.dialect === "postgres") await sql`analyze`.execute(db);
}

async function measure(kind: string) {
  const directory = mkdtempSync(join(tmpdir(), "bench-payments-"));
  const postgres =
    kind === "postgres"
      ? await freshPostgresDatabase(process.env.DATABASE_URL as string, "bench_payments")
      : null;
  const config = parseServerEnv({
    SITE_DIR: join(directory, "site"),
    SQLITE_PATH: join(directory, "leads.db"),
    UPLOADS_DIR: join(directory, "uploads"),
    DATABASE_URL: postgres?.url ?? "",
    STAFF_DIR: join(directory, "no-ui"),
    STAFF_SIGN_IN_LIMIT: "1000",
    LOG_LEVEL: "silent",
    ...standInKeys,
  });
  const database = await createDatabase(config);
  const rows: string[][] = [];
  try {
    const app = await buildApp(config, { logger: false, database });
    const first = await storedKidsApplication(app.admissions.repository, "parent1@family.example");
    const issued = await app.payments.issueInvoice(first.id);
    if (!("invoice" in issued)) throw new Error("the first invoice should be issued");
    const schedule = issued.invoice.schedule as InvoiceSchedule;
    const invoiceCount = Math.max(cohort, reminded, Math.ceil(webhooks / 1.3));
    const seeded = performance.now();
    await seedInvoices(database, first, JSON.stringify(schedule), invoiceCount);
    process.stderr.write(
      `${kind}: ${invoiceCount} invoices seeded in ${Math.round(performance.now() - seeded)} ms\n`,
    );

    // The webhook: one checkout per charge, 30 % of the deliveries a repeat, all shuffled.
    const references = await database.db
      .selectFrom("payment_invoices")
      .select(["id", "reference"])
      .orderBy("id")
      .limit(Math.round(webhooks / 1.3))
      .execute();
    const firstPart = schedule.parts[0]?.amount ?? schedule.full.amount;
    const charges = [];
    for (const invoice of references) {
      const reference = newCheckoutReference(invoice.reference);
      await app.payments.repository.openCheckout(invoice.id, reference, firstPart);
      charges.push(
        JSON.stringify({
          event: "charge.success",
          data: {
            status: "success",
            reference,
            amount: firstPart,
            currency: "NGN",
            paid_at: new Date().toISOString(),
          },
        }),
      );
    }
    const deliveries = shuffled([...charges, ...charges.slice(0, webhooks - charges.length)]);
    const times: number[] = [];
    const began = performance.now();
    for (const body of deliveries) {
      const sent = performance.now();
      const response = await app.inject({
        method: "POST",
        url: paymentPaths.webhook,
        headers: {
          "content-type": "application/json",
          "x-paystack-signature": paystackSignature(standInKeys.PAYSTACK_SECRET_KEY, body),
        },
        payload: body,
      });
      times.push(performance.now() - sent);
      if (response.statusCode !== 200) throw new Error(`webhook: ${response.statusCode}`);
    }
    const seconds = (performance.now() - began) / 1_000;
    const recorded = await database.db
      .selectFrom("payment_records")
      .select((eb) => [
        eb.fn.countAll<number>().as("payments"),
        eb.fn.count<number>("provider_reference").distinct().as("references"),
      ])
      .executeTakeFirstOrThrow();
    const receipts = await database.db
      .selectFrom("outbox_messages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("kind", "=", "payment-receipt")
      .executeTakeFirstOrThrow();
    if (
      Number(recorded.payments) !== charges.length ||
      Number(recorded.references) !== charges.length
    ) {
      throw new Error(`${recorded.payments} payments for ${charges.length} references`);
    }
    times.sort((a, b) => a - b);
    rows.push([
      kind,
      `webhook: ${deliveries.length} charge.success, ${deliveries.length - charges.length} repeats, shuffled`,
      `${Math.round(deliveries.length / seconds)}/s`,
      percentile(times, 95).toFixed(1),
      percentile(times, 99).toFixed(1),
      `${recorded.payments} payments, ${receipts.count} receipts for ${charges.length} references`,
    ]);

    // The staff payments page of a cohort of `cohort` invoices.
    const { app: staff, cookie } = await signedInStaffApp(config, database);
    // The cohort's page shows its first `cohort` invoices; the rest wait in a call of their own.
    const rest = "kids-code-camp-bench-rest";
    await database.db
      .updateTable("payment_invoices")
      .set({ call: rest })
      .where("id", ">", issued.invoice.id + cohort - 1)
      .execute();
    // Each request, then the two queries it makes (its totals and its 50 lines)
    // on their own: what of the page's time is the database's.
    const pageTimes: number[] = [];
    const queryTimes: number[] = [];
    const { ledger } = app.payments.repository;
    const today = lagosTime(new Date().toISOString()).slice(0, 10);
    for (let i = 0; i < samples; i += 1) {
      const filtered = i % 2 === 1;
      const sent = performance.now();
      const response = await staff.inject({
        method: "GET",
        url: `/payments/${call}${filtered ? "?status=part-paid" : ""}`,
        headers: { cookie },
      });
      pageTimes.push(performance.now() - sent);
      if (response.statusCode !== 200) throw new Error(`payments page: ${response.statusCode}`);
      const asked = performance.now();
      await Promise.all([
        ledger.totals(call, today),
        ledger.lines(call, today, {
          ...(filtered ? { standing: "part-paid" as const } : {}),
          page: { offset: 0, limit: 50 },
        }),
      ]);
      queryTimes.push(performance.now() - asked);
    }
    pageTimes.sort((a, b) => a - b);
    queryTimes.sort((a, b) => a - b);
    rows.push([
      kind,
      `staff payments page, a cohort of ${cohort} invoices (${samples} requests)`,
      "",
      percentile(pageTimes, 95).toFixed(1),
      percentile(pageTimes, 99).toFixed(1),
      `p50 ${percentile(pageTimes, 50).toFixed(1)} ms`,
    ]);
    rows.push([
      kind,
      "of which the page's two ledger queries, asked alone",
      "",
      percentile(queryTimes, 95).toFixed(1),
      percentile(queryTimes, 99).toFixed(1),
      `p50 ${percentile(queryTimes, 50).toFixed(1)} ms`,
    ]);
    await staff.close();
    await database.db.updateTable("payment_invoices").set({ call }).execute();

    // The reminders: every invoice past its first instalment is owed a week's reminder.
    const second = schedule.parts[1];
    if (!second) throw new Error("the sample camp should be paid in two instalments");
    const weekBefore = new Date(new Date(`${second.due}T09:00:00Z`).getTime() - 6 * 86_400_000);
    const sweep = paymentReminders({
      payments: app.payments,
      sender: app.payments.sender,
      pollMs: 3_600_000,
      log: app.log,
      now: () => weekBefore,
    });
    const swept = performance.now();
    const queued = await sweep.runOnce();
    const sweepSeconds = (performance.now() - swept) / 1_000;
    const again = performance.now();
    const queuedAgain = await sweep.runOnce();
    const againSeconds = (performance.now() - again) / 1_000;
    rows.push([
      kind,
      `reminders sweep, ${invoiceCount} invoices`,
      `${sweepSeconds.toFixed(1)} s`,
      "",
      "",
      `${queued} reminders queued; a second pass: ${queuedAgain} in ${againSeconds.toFixed(1)} s`,
    ]);
    await app.close();
  } finally {
    await database.close();
    await postgres?.drop();
    rmSync(directory, { recursive: true, force: true });
  }
  return rows;
}

const kinds = process.env.DATABASE_URL?.startsWith("postgres")
  ? ["sqlite", "postgres"]
  : ["sqlite"];
const table: string[][] = [];
for (const kind of kinds) table.push(...(await measure(kind)));
process.stdout.write("\nPayments (server time by inject, ms)\n\n");
process.stdout.write(
  markdownTable(["database", "case", "throughput / time", "p95", "p99", "checked"], table),
);
