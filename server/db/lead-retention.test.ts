import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { leadRetentionMonths, type RetainedLeadKind } from "#schemas/lead-retention.ts";
import { waitlistActionPath } from "#schemas/waitlist-paths.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { addressHash } from "#server/db/erasure-ledger.ts";
import { retainedLeads } from "#server/db/lead-retention.ts";
import { admissionFilesDirectory, orphanAgeMs } from "#server/talent/resume-store.ts";
import { createRetentionSweeper } from "#server/talent/retention-sweeper.ts";
import { storedApplication } from "#tests/support/admission-test-kit.ts";
import { createBrochureRequest, createContact } from "#tests/support/lead-request-factories.ts";
import {
  applicationFields,
  fieldParts,
  hiringRequestFields,
  pdfOfSize,
  talentFormPost,
} from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

/** The day every lead of a test was sent: the sweeps' clock is counted from it. */
const sentAt = new Date("2026-01-15T10:00:00.000Z");

function monthsAfter(months: number, minutes: number): Date {
  const at = new Date(sentAt);
  at.setUTCMonth(at.getUTCMonth() + months);
  return new Date(at.getTime() + minutes * 60_000);
}

/** One lead of every kind, with its mails, all dated `sentAt`. */
async function oneLeadOfEachKind() {
  const posts = [
    { url: "/api/contact", payload: createContact() },
    { url: "/api/v1.0/email/send", payload: createBrochureRequest() },
  ];
  for (const post of posts) {
    expect((await app.inject({ method: "POST", ...post })).statusCode).toBeLessThan(300);
  }
  for (const [form, parts] of [
    ["hiring-request", fieldParts(hiringRequestFields())],
    [
      "application",
      [
        ...fieldParts(applicationFields()),
        { name: "resume", filename: "cv.pdf", type: "application/pdf", content: pdfOfSize(2_000) },
      ],
    ],
  ] as const) {
    const answer = await app.inject(talentFormPost(form, [...parts]));
    expect(answer.statusCode).toBe(201);
  }
  // A programme application with its file in place, as the apply route leaves it.
  const file = "0123456789abcdef0123456789abcdef";
  mkdirSync(admissionFiles(), { recursive: true });
  writeFileSync(join(admissionFiles(), file), "%PDF-1.7 portfolio");
  await storedApplication(app.database, {
    email: "chiamaka@example.com",
    answers: { "full-name": "Chiamaka Eze", email: "chiamaka@example.com" },
    file: { file, name: "portfolio.pdf", bytes: 18, sha256: "0".repeat(64) },
  });
  const joined = await app.inject({
    method: "POST",
    url: waitlistActionPath("sparks"),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.config.SITE_URL },
    payload: new URLSearchParams({ name: "Ngozi", email: "ngozi@example.com" }).toString(),
  });
  expect(joined.statusCode).toBe(303);
  const dated = { created_at: sentAt.toISOString() } as never;
  for (const { table } of Object.values(retainedLeads)) {
    await app.database.db.updateTable(table).set(dated).execute();
  }
  await app.database.db.updateTable("outbox_messages").set(dated).execute();
}

/** How many leads and mails of each kind are left. */
async function left(): Promise<Record<RetainedLeadKind, { leads: number; mails: number }>> {
  const counts = {} as Record<RetainedLeadKind, { leads: number; mails: number }>;
  for (const [kind, { table, mails }] of Object.entries(retainedLeads)) {
    const leads = await app.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const queued = await app.database.db
      .selectFrom("outbox_messages")
      .where("kind", "in", [...mails])
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[kind as RetainedLeadKind] = { leads: Number(leads.n), mails: Number(queued.n) };
  }
  return counts;
}

/** One sweep of the service's hourly retention sweeper, on a clock set to `at`. */
async function sweepAt(at: Date) {
  const sweeper = createRetentionSweeper({
    talent: app.talent,
    admissions: app.admissions,
    leads: app.leadRetention,
    traces: erasedTraces(app.database),
    describeError: app.database.describeError,
    log: app.log,
    now: () => at,
  });
  sweeper.start();
  await sweeper.stop();
}

function admissionFiles(): string {
  return admissionFilesDirectory(app.config.UPLOADS_DIR);
}

/** The files in a folder, besides its partial uploads and the admissions' own folder. */
function filesIn(folder: string): string[] {
  return existsSync(folder)
    ? readdirSync(folder).filter((name) => name !== ".incoming" && name !== "admissions")
    : [];
}

function resumesOnDisk(): string[] {
  return filesIn(app.config.UPLOADS_DIR);
}

describe.each(testDatabases)("lead retention on %s", (kind) => {
  test("each kind of lead, with its mails, is kept for the period /privacy states and deleted after it", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    await oneLeadOfEachKind();
    const kinds = Object.keys(retainedLeads) as RetainedLeadKind[];
    expect(Object.values(await left())).toEqual(
      kinds.map(() => ({ leads: 1, mails: expect.any(Number) })),
    );
    expect(Object.values(await left()).every(({ mails }) => mails > 0)).toBe(true);

    const periods = [...new Set(Object.values(leadRetentionMonths))].sort((a, b) => a - b);
    for (const months of periods) {
      await sweepAt(monthsAfter(months, -1));
      const before = await left();
      for (const kept of kinds.filter((k) => leadRetentionMonths[k] >= months)) {
        expect(before[kept].leads, `${kept} a minute before ${months} months`).toBe(1);
      }
      await sweepAt(monthsAfter(months, 1));
      const after = await left();
      for (const each of kinds) {
        const gone = leadRetentionMonths[each] <= months;
        expect(after[each].leads, `${each} a minute after ${months} months`).toBe(gone ? 0 : 1);
        if (gone) expect(after[each].mails, `${each}'s mails after ${months} months`).toBe(0);
      }
    }
    expect(resumesOnDisk()).toEqual([]);
    expect(filesIn(admissionFiles())).toEqual([]);
  });

  test("an application's time counts from its last step: one moved on, invoiced or paid against since the cutoff is kept", async () => {
    app = await createTestApp({ ADMISSION_RETENTION_MONTHS: "24" }, kind);
    const { db } = app.database;
    for (const email of ["moved@example.com", "invoiced@example.com", "paid@example.com"]) {
      await storedApplication(app.database, { email, answers: { email } });
    }
    await db
      .updateTable("admission_applications")
      .set({ created_at: sentAt.toISOString() } as never)
      .execute();
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom("admission_applications")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).id;
    const later = monthsAfter(12, 0).toISOString();
    await db
      .updateTable("admission_applications")
      .set({ stage: "reviewing", stage_changed_at: later })
      .where("email", "=", "moved@example.com")
      .execute();
    const invoice = (applicationId: number, createdAt: string) =>
      db
        .insertInto("payment_invoices")
        .values({
          application_id: applicationId,
          reference: `SPK-2024-${applicationId}`,
          call: "sparks-2024",
          currency: "NGN",
          total_kobo: 10_000_000,
          schedule: "[]",
          created_at: createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    await invoice(await idOf("invoiced@example.com"), later);
    // Invoiced when sent, part-paid a year later, never settled.
    const paid = await invoice(await idOf("paid@example.com"), sentAt.toISOString());
    await db
      .insertInto("payment_records")
      .values({
        invoice_id: paid.id,
        method: "bank-transfer",
        provider_reference: null,
        amount_kobo: 2_000_000,
        paid_on: later.slice(0, 10),
        note: null,
        recorded_by: "bursar@hub.example",
        recorded_at: later,
        form_token: null,
      })
      .execute();
    const emails = async () =>
      (
        await db.selectFrom("admission_applications").select("email").orderBy("email").execute()
      ).map((row) => row.email);
    await sweepAt(monthsAfter(24, 1));
    expect(await emails()).toEqual([
      "invoiced@example.com",
      "moved@example.com",
      "paid@example.com",
    ]);
    await sweepAt(monthsAfter(36, 1));
    expect(await emails()).toEqual([]);
    // The books keep the invoices, which name the reference only.
    expect(await db.selectFrom("payment_invoices").select("id").execute()).toHaveLength(2);
  });

  test("a waitlist place left is a note kept for the waitlist's period from leaving, then deleted", async () => {
    app = await createTestApp({ WAITLIST_RETENTION_MONTHS: "12" }, kind);
    const { db } = app.database;
    await db
      .insertInto("waitlist_entries")
      .values({
        programme: "sparks",
        name: "",
        email: "left@example.com",
        child_age: null,
        created_at: sentAt.toISOString(),
        left_at: monthsAfter(6, 0).toISOString(),
      })
      .execute();
    const notes = () => db.selectFrom("waitlist_entries").select("email").execute();
    await sweepAt(monthsAfter(12, 1));
    expect(await notes()).toHaveLength(1);
    await sweepAt(monthsAfter(18, 1));
    expect(await notes()).toEqual([]);
  });

  test("leftover admission files and partial uploads are swept once no request can still be writing them", async () => {
    app = await createTestApp({}, kind);
    const incoming = join(admissionFiles(), ".incoming");
    mkdirSync(incoming, { recursive: true });
    const stale = (Date.now() - orphanAgeMs - 60_000) / 1000;
    const orphan = join(admissionFiles(), "fedcba9876543210fedcba9876543210");
    const partial = join(incoming, "0011223344556677");
    const young = join(admissionFiles(), "00112233445566778899aabbccddeeff");
    for (const path of [orphan, partial, young]) writeFileSync(path, "%PDF-1.7");
    utimesSync(orphan, stale, stale);
    utimesSync(partial, stale, stale);
    await sweepAt(new Date());
    expect(filesIn(admissionFiles())).toEqual(["00112233445566778899aabbccddeeff"]);
    expect(readdirSync(incoming)).toEqual([]);
  });

  test("a period set in the environment replaces the default", async () => {
    app = await createTestApp(
      { CONTACT_RETENTION_MONTHS: "1", HIRING_REQUEST_RETENTION_MONTHS: "3" },
      kind,
    );
    await oneLeadOfEachKind();
    await sweepAt(monthsAfter(1, 1));
    expect((await left()).contact.leads).toBe(0);
    expect((await left())["hiring-request"].leads).toBe(1);
    await sweepAt(monthsAfter(3, 1));
    expect((await left())["hiring-request"].leads).toBe(0);
    expect((await left()).brochure.leads).toBe(1);
  });

  test("the erasure ledger forgets a person a day after the last backup that could hold them is gone", async () => {
    app = await createTestApp({ BACKUP_RETENTION_DAYS: "14" }, kind);
    const erasedAt = new Date("2026-03-01T10:00:00.000Z");
    await app.database.db
      .insertInto("erasures")
      .values({ address_hash: addressHash("gone@example.com"), erased_at: erasedAt.toISOString() })
      .execute();
    const ledger = () => app.database.db.selectFrom("erasures").select("address_hash").execute();
    const day = 86_400_000;
    await sweepAt(new Date(erasedAt.getTime() + 15 * day - 60_000));
    expect(await ledger()).toHaveLength(1);
    await sweepAt(new Date(erasedAt.getTime() + 15 * day + 60_000));
    expect(await ledger()).toEqual([]);
  });
});
