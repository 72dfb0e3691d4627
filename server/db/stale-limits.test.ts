import { afterEach, describe, expect, test } from "vitest";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { LeadRefused } from "#server/db/lead-transaction.ts";
import { hourOf } from "#server/db/mail-send-budget.ts";
import { createStaleLimitsSweeper, sweepStaleLimits } from "#server/db/stale-limits.ts";
import { brochureMail } from "#server/mail/messages.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

const identity = readIdentity();

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const hour = 3_600_000;
const windowHours = 24;

/** Rows of every limit table, some past their window at `at` and some current. */
async function seedLimits({ database }: TestApp, at: Date) {
  const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
  await database.db
    .insertInto("mail_recipient_caps")
    .values([
      { kind: "brochure", address: "old@example.com", last_queued_at: ago(windowHours * hour + 1) },
      {
        kind: "confirmation",
        address: "edge@example.com",
        last_queued_at: ago(windowHours * hour),
      },
      { kind: "brochure", address: "recent@example.com", last_queued_at: ago(hour) },
      { kind: "confirmation", address: "recent@example.com", last_queued_at: ago(0) },
    ])
    .execute();
  await database.db
    .insertInto("mail_hourly_sends")
    .values([
      { hour: hourOf(new Date(ago(2 * hour))), sent: 7 },
      { hour: hourOf(new Date(ago(hour))), sent: 5 },
      { hour: hourOf(at), sent: 3 },
    ])
    .execute();
  // What instances of the release before decision 155 counted, while they may still run.
  await database.db
    .insertInto("mail_send_budget")
    .values([
      { hour: hourOf(new Date(ago(hour))), queued: 5 },
      { hour: hourOf(at), queued: 3 },
    ])
    .execute();
  await database.db
    .insertInto("rate_limit_hits")
    .values([
      { key: "ended", hits: 4, reset_at: at.getTime() - 1 },
      { key: "running", hits: 2, reset_at: at.getTime() + 60_000 },
    ])
    .execute();
}

async function remainingLimits({ database: { db } }: TestApp) {
  const caps = await db
    .selectFrom("mail_recipient_caps")
    .select(["kind", "address"])
    .orderBy("address")
    .orderBy("kind")
    .execute();
  const budget = [
    ...(await db.selectFrom("mail_hourly_sends").select("hour").execute()),
    ...(await db.selectFrom("mail_send_budget").select("hour").execute()),
  ];
  const rateLimits = await db.selectFrom("rate_limit_hits").select("key").execute();
  return {
    caps: caps.map((row) => `${row.kind} ${row.address}`),
    budget: budget.map((row) => row.hour),
    rateLimits: rateLimits.map((row) => row.key),
  };
}

describe.each(testDatabases)("stale limits on %s", (kind) => {
  test("a sweep deletes cap slots past the window, past hours' budgets and ended rate-limit counts, and keeps current ones", async () => {
    app = await createTestApp({ MAIL_RECIPIENT_WINDOW_HOURS: String(windowHours) }, kind);
    const at = new Date();
    await seedLimits(app, at);

    expect(await sweepStaleLimits(app.database, windowHours, at)).toEqual({
      recipientCaps: 2,
      sendBudgetHours: 3,
      rateLimitCounts: 1,
    });
    expect(await remainingLimits(app)).toEqual({
      caps: ["brochure recent@example.com", "confirmation recent@example.com"],
      budget: [hourOf(at), hourOf(at)],
      rateLimits: ["running"],
    });
    // A second sweep finds nothing more to delete.
    expect(await sweepStaleLimits(app.database, windowHours, at)).toEqual({
      recipientCaps: 0,
      sendBudgetHours: 0,
      rateLimitCounts: 0,
    });
  });

  test("the kept slot still holds its address back; a swept one does not", async () => {
    app = await createTestApp({ MAIL_RECIPIENT_WINDOW_HOURS: String(windowHours) }, kind);
    await seedLimits(app, new Date());
    await sweepStaleLimits(app.database, windowHours);
    const brochure = (address: string) =>
      app.leads.addBrochureRequest(
        address,
        brochureMail(identity, address, { unsubscribe: "http://x/u" }),
        "198.51.100.7",
      );

    await expect(brochure("recent@example.com")).rejects.toEqual(new LeadRefused("already-sent"));
    await expect(brochure("old@example.com")).resolves.toBeUndefined();
    expect(await app.outbox.countByStatus("queued")).toBe(1);
  });

  test("started, the sweeper sweeps at once and then every interval until stopped", async () => {
    app = await createTestApp({}, kind);
    await seedLimits(app, new Date());
    const sweeper = createStaleLimitsSweeper({
      database: app.database,
      recipientWindowHours: windowHours,
      intervalMs: 20,
      log: { info() {}, debug() {}, error() {} } as never,
    });
    sweeper.start();
    try {
      // The first sweep runs at start; wait for it by its effect.
      for (let tries = 0; tries < 200; tries += 1) {
        if ((await remainingLimits(app)).rateLimits.length === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await remainingLimits(app)).rateLimits).toEqual(["running"]);
      // A row that runs out later goes in a later sweep.
      await app.database.db
        .insertInto("rate_limit_hits")
        .values({ key: "later", hits: 1, reset_at: Date.now() - 1 })
        .execute();
      for (let tries = 0; tries < 200; tries += 1) {
        if ((await remainingLimits(app)).rateLimits.length === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await remainingLimits(app)).rateLimits).toEqual(["running"]);
    } finally {
      await sweeper.stop();
    }
  });
});
