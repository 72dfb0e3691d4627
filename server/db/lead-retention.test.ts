import { existsSync, readdirSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { leadRetentionMonths, type RetainedLeadKind } from "#schemas/lead-retention.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { addressHash } from "#server/db/erasure-ledger.ts";
import { retainedLeads } from "#server/db/lead-retention.ts";
import { createRetentionSweeper } from "#server/talent/retention-sweeper.ts";
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
    leads: app.leadRetention,
    traces: erasedTraces(app.database),
    describeError: app.database.describeError,
    log: app.log,
    now: () => at,
  });
  sweeper.start();
  await sweeper.stop();
}

function resumesOnDisk(): string[] {
  const uploads = app.config.UPLOADS_DIR;
  return existsSync(uploads) ? readdirSync(uploads).filter((name) => name !== ".incoming") : [];
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
