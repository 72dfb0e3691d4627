import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase, type Database } from "#server/db/database.ts";
import { siteBuildsRepository } from "#server/db/site-builds-repository.ts";
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
    const here = siteBuildsRepository(app.database, now);
    const there = siteBuildsRepository(other, now);
    const first = await here.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    const second = await there.enqueue({ kind: "rebuild", requestedBy: null });

    const claimed = await there.claim();
    expect(claimed).toMatchObject({ id: first, status: "building", kind: "publish" });
    // The other process, and this one, find the slot taken.
    expect(await here.claim()).toBeNull();
    expect(await there.claim()).toBeNull();

    await here.finish(first, { status: "published", release: "20270201T100000Z-1" });
    expect(await here.claim()).toMatchObject({ id: second, kind: "rebuild" });
    const problem = {
      message: "the link to /x leads to no page of the website: correct it, or remove it",
      entry: { name: "Hub: about page", editorPath: "/keystatic/singleton/hub-about" },
      field: "Intro",
      page: "/about",
      fixable: true,
      detail: null,
    };
    await here.finish(second, { status: "failed", step: "links", problems: [problem] });
    expect(await there.claim()).toBeNull();
    expect(await here.get(second)).toMatchObject({
      status: "failed",
      step: "links",
      problems: [problem],
    });
  });

  test("a publish or going back is taken before a preview asked earlier", async () => {
    const queue = siteBuildsRepository(app.database, now);
    const preview = await queue.enqueue({ kind: "preview", requestedBy: "ada@hub.example" });
    const publish = await queue.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    expect(await queue.claim()).toMatchObject({ id: publish });
    await queue.finish(publish, { status: "published", release: "20270201T100000Z-3" });
    expect(await queue.claim()).toMatchObject({ id: preview });
    await queue.finish(preview, { status: "published" });
    // Previews are kept apart from the builds that change what visitors see.
    expect((await queue.recent(10)).map((build) => build.id)).not.toContain(preview);
    expect((await queue.recent(10, true)).map((build) => build.id)).toEqual([preview]);
  });

  test("each finished step is kept with its time and how the pages were made, for the next build's estimate", async () => {
    const queue = siteBuildsRepository(app.database, now);
    const id = await queue.enqueue({
      kind: "publish",
      requestedBy: "ada@hub.example",
      entries: [
        {
          name: "Team: Ada Obi",
          editorPath: "/keystatic/collection/hub-team/item/ada-obi",
          change: "changed",
        },
      ],
    });
    await queue.claim();
    await queue.stepDone(id, { step: "content", ms: 800 });
    await queue.stepDone(id, { step: "pictures", ms: 400 }, "content");
    expect(await queue.get(id)).toMatchObject({
      mode: "content",
      steps: [
        { step: "content", ms: 800 },
        { step: "pictures", ms: 400 },
      ],
      entries: [{ name: "Team: Ada Obi", change: "changed" }],
    });
    expect((await queue.active()).map((build) => build.id)).toEqual([id]);
    clock += 5_000;
    await queue.finish(id, { status: "published", release: "20270201T100005Z-5" });
    expect(await queue.active()).toEqual([]);
    expect((await queue.lastPublished("publish", 1))[0]).toMatchObject({ id });
    expect(await queue.ofRelease("20270201T100005Z-5")).toMatchObject({ id });
  });

  test("queued builds outlive a restart, and a build whose builder stopped is failed with that reason", async () => {
    const before = siteBuildsRepository(app.database, now);
    const stopped = await before.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    const waiting = await before.enqueue({ kind: "publish", requestedBy: "ngozi@hub.example" });
    await before.claim();
    await before.setStep(stopped, "pages");

    // The process stops mid-build; a new one starts two minutes later on another connection.
    clock += 120_001;
    const after = siteBuildsRepository(other, now);
    expect(await after.claim()).toBeNull();
    expect(await after.failInterrupted(120_000)).toBe(1);
    expect(await after.get(stopped)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/restarted/),
    });
    expect(await after.claim()).toMatchObject({ id: waiting, requestedBy: "ngozi@hub.example" });
  });

  test("a build that beats is not taken for stopped", async () => {
    const queue = siteBuildsRepository(app.database, now);
    const [running] = await queue.recent(1);
    expect(running?.status).toBe("building");
    clock += 60_000;
    await queue.beat(running?.id ?? 0);
    clock += 60_000;
    expect(await queue.failInterrupted(120_000)).toBe(0);
  });
});
