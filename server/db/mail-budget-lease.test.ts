import { afterEach, describe, expect, test, vi } from "vitest";
import { createDatabase, type Database } from "#server/db/database.ts";
import { hourAfter, leaseSize, mailBudgetLease } from "#server/db/mail-budget-lease.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
let other: Database | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await other?.close();
  other = null;
  await app?.cleanup();
});

/** The clock stopped (Date only) in the middle of an hour, so the hour cannot turn mid-test. */
function midHour() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-01-01T10:30:00.000Z") });
  return { hour: "2030-01-01T10", at: "2030-01-01T10:30:00.000Z" };
}

async function sharedCount(database: Database, hour: string): Promise<number> {
  const row = await database.db
    .selectFrom("mail_send_budget")
    .select("queued")
    .where("hour", "=", hour)
    .executeTakeFirst();
  return row?.queued ?? 0;
}

test("a lease is a fiftieth of the budget, at least 1 and at most 100", () => {
  expect([1, 49, 200, 5_000, 100_000_000].map(leaseSize)).toEqual([1, 1, 4, 100, 100]);
});

describe.each(testDatabases)("the mail budget's leases on %s", (kind) => {
  test("two instances spending at once never pass the hour's budget, and the rest goes to the next hour", async () => {
    const { hour, at } = midHour();
    const limits = { hourlyBudget: 500 };
    app = await createTestApp({}, kind);
    other = await createDatabase(app.config);
    const instances = [mailBudgetLease(app.database, limits), mailBudgetLease(other, limits)];
    const hours = await Promise.all(
      Array.from({ length: 620 }, (_, index) => instances[index % 2]?.take(at)),
    );
    const perHour: Record<string, number> = {};
    for (const taken of hours) perHour[String(taken)] = (perHour[String(taken)] ?? 0) + 1;
    expect(perHour).toEqual({ [hour]: 500, [hourAfter(hour, 1)]: 120 });
    expect(await sharedCount(app.database, hour)).toBe(500);
  });

  test("the shared row is written once per lease, not once per mail", async () => {
    const { hour, at } = midHour();
    app = await createTestApp({}, kind);
    const lease = mailBudgetLease(app.database, { hourlyBudget: 1_000 });
    await lease.take(at);
    expect(await sharedCount(app.database, hour)).toBe(leaseSize(1_000));
    for (let taken = 1; taken < leaseSize(1_000); taken += 1) await lease.take(at);
    expect(await sharedCount(app.database, hour)).toBe(leaseSize(1_000));
    await lease.take(at);
    expect(await sharedCount(app.database, hour)).toBe(2 * leaseSize(1_000));
  });

  test("a mail given back is spent again before a new claim; what is unspent at shutdown goes back to the others", async () => {
    const { hour, at } = midHour();
    const limits = { hourlyBudget: 1_000 };
    app = await createTestApp({}, kind);
    other = await createDatabase(app.config);
    const first = mailBudgetLease(app.database, limits);
    const second = mailBudgetLease(other, limits);
    // A mail given back is spent again: the first lease lasts its full size.
    expect(await first.take(at)).toBe(hour);
    await first.giveBack(hour);
    for (let taken = 0; taken < leaseSize(1_000); taken += 1) await first.take(at);
    expect(await sharedCount(app.database, hour)).toBe(leaseSize(1_000));
    await first.take(at);
    await first.release();
    expect(await sharedCount(app.database, hour)).toBe(leaseSize(1_000) + 1);
    // The second instance can now spend all the rest of the hour.
    const rest = limits.hourlyBudget - leaseSize(1_000) - 1;
    const taken = await Promise.all(Array.from({ length: rest }, () => second.take(at)));
    expect(taken.every((takenHour) => takenHour === hour)).toBe(true);
    expect(await second.take(at)).toBe(hourAfter(hour, 1));
  });

  test("near the hour's end an instance claims single mails rather than a lease that would pass the budget", async () => {
    const { hour, at } = midHour();
    app = await createTestApp({}, kind);
    const lease = mailBudgetLease(app.database, { hourlyBudget: 1_000 });
    await app.database.db.insertInto("mail_send_budget").values({ hour, queued: 998 }).execute();
    expect([await lease.take(at), await lease.take(at), await lease.take(at)]).toEqual([
      hour,
      hour,
      hourAfter(hour, 1),
    ]);
    expect(await sharedCount(app.database, hour)).toBe(1_000);
  });
});
