import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase, type Database } from "#server/db/database.ts";
import { buildQueue } from "#server/publish/build-queue.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

describe.each(testDatabases)("the build queue on %s", (kind) => {
  let app: TestApp;
  /** A second process's connection to the same database (another instance, the daily rebuild). */
  let other: Database;
  let clock = Date.parse("2027-02-01T10:00:00Z");
  const now = () => new Date(clock);

  beforeAll(async () => {
    app = await createTestApp({}, kind);
    other = await createDatabase(app.config);
  });
  afterAll(async () => {
    await other.close();
    await app.cleanup();
  });

  test("one build at a time across processes, in the order asked", async () => {
    const here = buildQueue(app.database, now);
    const there = buildQueue(other, now);
    const first = await here.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    const second = await there.enqueue({ kind: "rebuild", requestedBy: null });

    const claimed = await there.claim();
    expect(claimed).toMatchObject({ id: first, status: "building", kind: "publish" });
    // The other process, and this one, find the slot taken.
    expect(await here.claim()).toBeNull();
    expect(await there.claim()).toBeNull();

    await here.finish(first, {
      status: "published",
      message: "Live",
      release: "20270201T100000Z-1",
    });
    expect(await here.claim()).toMatchObject({ id: second, kind: "rebuild" });
    await here.finish(second, {
      status: "failed",
      step: "check:links",
      message: "/x leads nowhere",
    });
    expect(await there.claim()).toBeNull();
    expect(await here.get(second)).toMatchObject({
      status: "failed",
      step: "check:links",
      message: "/x leads nowhere",
    });
  });

  test("queued builds outlive a restart, and a build whose builder stopped is failed with that reason", async () => {
    const before = buildQueue(app.database, now);
    const stopped = await before.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    const waiting = await before.enqueue({ kind: "publish", requestedBy: "ngozi@hub.example" });
    await before.claim();
    await before.setStep(stopped, "prerender");

    // The process stops mid-build; a new one starts two minutes later on another connection.
    clock += 120_001;
    const after = buildQueue(other, now);
    expect(await after.claim()).toBeNull();
    expect(await after.failInterrupted(120_000)).toBe(1);
    expect(await after.get(stopped)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/restarted/),
    });
    expect(await after.claim()).toMatchObject({ id: waiting, requested_by: "ngozi@hub.example" });
  });

  test("a build that beats is not taken for stopped", async () => {
    const queue = buildQueue(app.database, now);
    const [running] = await queue.recent(1);
    expect(running?.status).toBe("building");
    clock += 60_000;
    await queue.beat(running?.id ?? 0);
    clock += 60_000;
    expect(await queue.failInterrupted(120_000)).toBe(0);
  });
});
