import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SiteBuild } from "#server/publish/build-queue.ts";
import {
  fakeSteps,
  type PublishingFixture,
  publishingFixture,
} from "#tests/support/publishing-fixture.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

type PublishState = {
  unavailable: string | null;
  live: string | null;
  pending: { path: string; change: string }[];
  builds: SiteBuild[];
  releases: { id: string; live: boolean; by: string | null }[];
};

describe.each(testDatabases)("publishing on %s", (kind) => {
  let t: StaffTestApp;
  let fixture: PublishingFixture;
  let editor: { email: string; cookie: string };
  let admin: { email: string; cookie: string };

  beforeAll(async () => {
    fixture = publishingFixture();
    t = await createStaffTestApp(fixture.env, kind, { steps: fakeSteps, pollMs: 50 });
    await t.staff.ready();
    editor = await t.personWithRole("editor", `ada-${kind}@hub.example`);
    admin = await t.personWithRole("admin");
  });
  afterAll(async () => {
    await t.cleanup();
    fixture.cleanup();
  });

  const state = async (cookie = editor.cookie) =>
    (
      await t.staff.inject({ method: "GET", url: "/api/publish", headers: { cookie } })
    ).json<PublishState>();

  const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
    t.staff.inject({ method: "POST", url, headers: { origin: t.origin, cookie }, payload });

  /** Publishes as the editor and waits until that build has finished; resolves with it. */
  async function publishAndWait(cookie = editor.cookie): Promise<SiteBuild> {
    const answer = await post("/api/publish", cookie);
    expect(answer.statusCode, answer.body).toBe(202);
    const id = answer.json<{ build: number }>().build;
    let finished: SiteBuild | undefined;
    await waitFor(`build ${id} finishes`, async () => {
      finished = (await state()).builds.find(
        (build) => build.id === id && build.finished_at !== null,
      );
      return finished !== undefined;
    });
    return finished as SiteBuild;
  }

  const livePage = async () => (await t.site.inject({ method: "GET", url: "/" })).body;

  test("an editor's publish commits the content as them, builds a new release and the site serves it", async () => {
    fixture.writePage("Startup Boost 2027 closes on 31 March 2027");
    expect((await state()).pending).toEqual([{ path: "page.yaml", change: "changed" }]);
    const build = await publishAndWait();
    expect(build).toMatchObject({
      status: "published",
      requested_by: editor.email,
      kind: "publish",
    });
    expect(await livePage()).toContain("Startup Boost 2027 closes on 31 March 2027");
    expect(fixture.lastCommit()).toEqual({
      author: `ada-${kind} <${editor.email}>`,
      message: "Publish: change page.yaml",
    });
    const after = await state();
    expect(after.pending).toEqual([]);
    expect(after.releases.find((release) => release.live)).toMatchObject({
      id: build.release,
      by: editor.email,
    });
  });

  test("with nothing new, Publish says so and builds nothing", async () => {
    const answer = await post("/api/publish", editor.cookie);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/nothing to publish/i);
  });

  test("content that fails its check is refused with the reason, and nothing is committed", async () => {
    const commits = fixture.commitCount();
    fixture.writePage("an invalid title");
    const answer = await post("/api/publish", editor.cookie);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe("page.yaml: title: must not say invalid");
    expect(fixture.commitCount()).toBe(commits);
  });

  test("a build that fails leaves the live site as it was and says which step failed and why", async () => {
    const before = await livePage();
    const folders = readdirSync(fixture.releasesDir).sort();
    fixture.writePage("this text breaks the build");
    const failed = await publishAndWait();
    expect(failed).toMatchObject({
      status: "failed",
      step: "prerender",
      message: "page.yaml: title: the prerender could not use it",
    });
    expect(await livePage()).toBe(before);
    expect(readdirSync(fixture.releasesDir).sort()).toEqual(folders);

    fixture.writePage("a page far too big");
    expect(await publishAndWait()).toMatchObject({
      status: "failed",
      step: "check:size",
      message: "/: html 900.0 KB is over its budget of 60.0 KB",
    });
    expect(await livePage()).toBe(before);
  });

  test("an admin goes back to an earlier release, and the site serves it again", async () => {
    fixture.writePage("A newer text");
    const newer = await publishAndWait();
    expect(await livePage()).toContain("A newer text");
    const { releases } = await state(admin.cookie);
    const earlier = releases.find((release) => release.id !== newer.release);
    expect(earlier).toBeDefined();
    const answer = await post("/api/publish/rollback", admin.cookie, { release: earlier?.id });
    expect(answer.statusCode, answer.body).toBe(202);
    const id = answer.json<{ build: number }>().build;
    await waitFor("the rollback finishes", async () =>
      (await state(admin.cookie)).builds.some(
        (build) => build.id === id && build.status === "published",
      ),
    );
    expect((await state()).live).toBe(earlier?.id);
    expect(await livePage()).toContain("Startup Boost 2027");
  });

  test("an editor may publish but not go back; an unknown release is refused", async () => {
    const { releases } = await state();
    const release = releases[0]?.id;
    expect((await post("/api/publish/rollback", editor.cookie, { release })).statusCode).toBe(403);
    const unknown = await post("/api/publish/rollback", admin.cookie, {
      release: "20200101T000000Z-1",
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post("/api/publish/rollback", admin.cookie, { release: "../etc" });
    expect(malformed.statusCode).toBe(400);
  });

  test("the audit log records who published and went back, never the content", async () => {
    const entries = await t.site.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor_email", "target", "detail"])
      .where("action", "in", ["publish", "rollback"])
      .execute();
    expect(
      entries.some((entry) => entry.action === "publish" && entry.actor_email === editor.email),
    ).toBe(true);
    expect(
      entries.some((entry) => entry.action === "rollback" && entry.actor_email === admin.email),
    ).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/Startup Boost|newer text/);
  });

  test("a staff member cannot see or start publishing, an anonymous visitor must sign in, another site cannot post", async () => {
    const staff = await t.personWithRole("staff");
    expect(
      (
        await t.staff.inject({
          method: "GET",
          url: "/api/publish",
          headers: { cookie: staff.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await post("/api/publish", staff.cookie)).statusCode).toBe(403);
    expect((await t.staff.inject({ method: "GET", url: "/api/publish" })).statusCode).toBe(401);
    const anonymous = await t.staff.inject({
      method: "POST",
      url: "/api/publish",
      headers: { origin: t.origin },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.staff.inject({
      method: "POST",
      url: "/api/publish",
      headers: { origin: "https://evil.example", cookie: editor.cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

test("a server that does not serve the releases cannot publish, and says how to set it up", async () => {
  const t = await createStaffTestApp();
  try {
    const editor = await t.personWithRole("editor");
    const state = await t.staff.inject({
      method: "GET",
      url: "/api/publish",
      headers: { cookie: editor.cookie },
    });
    expect(state.json().unavailable).toMatch(/set SITE_DIR=releases\/current\/client/);
    const answer = await t.staff.inject({
      method: "POST",
      url: "/api/publish",
      headers: { origin: t.origin, cookie: editor.cookie },
    });
    expect(answer.statusCode).toBe(409);
  } finally {
    await t.cleanup();
  }
});

test("with content kept in GitHub, this server publishes nothing and says where content lives", async () => {
  const fixture = publishingFixture();
  const t = await createStaffTestApp(fixture.env, "sqlite", {
    steps: fakeSteps,
    storage: {
      kind: "github",
      repo: { owner: "hub", name: "content" },
      clientId: "id",
      clientSecret: "secret",
      secret: "x".repeat(32),
    },
  });
  try {
    const editor = await t.personWithRole("editor");
    const state = await t.staff.inject({
      method: "GET",
      url: "/api/publish",
      headers: { cookie: editor.cookie },
    });
    expect(state.json()).toMatchObject({ storage: "github" });
    expect(state.json().unavailable).toMatch(/kept in GitHub \(hub\/content\)/);
    const answer = await t.staff.inject({
      method: "POST",
      url: "/api/publish",
      headers: { origin: t.origin, cookie: editor.cookie },
    });
    expect(answer.statusCode).toBe(409);
    expect(fixture.commitCount()).toBe(1);
  } finally {
    await t.cleanup();
    fixture.cleanup();
  }
});
