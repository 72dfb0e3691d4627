import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FinishedBuild, type PublishState, publishStateSchema } from "#schemas/publish.ts";
import { siteBuildsRepository } from "#server/db/site-builds-repository.ts";
import { previewWithoutScripts } from "#server/staff/preview-site.ts";
import { fixedSiteNotice } from "#server/staff/publishing.ts";
import { staffContentSecurityPolicy } from "#server/staff/staff-ui.ts";
import {
  fakeBuildCommand,
  fixtureEntry,
  type PublishingFixture,
  publishingFixture,
} from "#tests/support/publishing-fixture.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

describe.each(testDatabases)("publishing on %s", (kind) => {
  let t: StaffTestApp;
  let fixture: PublishingFixture;
  let editor: { email: string; cookie: string };
  let admin: { email: string; cookie: string };
  // A stand-in for the staff UI's built shell, which draws the pages the server answers with it.
  const shellDir = mkdtempSync(join(tmpdir(), "staff-shell-"));
  const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
  writeFileSync(join(shellDir, "index.html"), shell);

  // A database, two people signed in and a staff app: seconds on a busy machine.
  beforeAll(async () => {
    fixture = publishingFixture();
    t = await createStaffTestApp({ ...fixture.env, STAFF_DIR: shellDir }, kind, {
      buildCommand: fakeBuildCommand,
      buildEnv: { FAKE_BUILD_GATE: fixture.gate },
      pollMs: 50,
    });
    await t.staff.ready();
    editor = await t.personWithRole("editor", `ada-${kind}@hub.example`);
    admin = await t.personWithRole("admin", `obi-${kind}@hub.example`);
  }, 60_000);
  afterAll(async () => {
    await t.cleanup();
    fixture.cleanup();
    rmSync(shellDir, { recursive: true, force: true });
  });

  /** The Publish page's state, checked against the schema the staff UI reads. */
  const state = async (cookie = editor.cookie): Promise<PublishState> => {
    const answer = await t.staff.inject({
      method: "GET",
      url: "/api/publish",
      headers: { cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return publishStateSchema.parse(answer.json());
  };

  const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
    t.staff.inject({ method: "POST", url, headers: { origin: t.origin, cookie }, payload });
  /** What going back to a release would change, as the Publish page asks before the admin confirms. */
  const goingBack = (release: string | undefined, cookie = admin.cookie) =>
    t.staff.inject({
      method: "GET",
      url: `/api/publish/rollback?release=${encodeURIComponent(release ?? "")}`,
      headers: { cookie },
    });

  /** Waits until a build has finished (asking the queue, not the page); resolves with it as the page lists it. */
  async function finished(id: number, cookie = editor.cookie): Promise<FinishedBuild> {
    const queue = siteBuildsRepository(t.site.database);
    await waitFor(`build ${id} finishes`, async () => (await queue.get(id))?.finishedAt !== null);
    const build = (await state(cookie)).history.find((candidate) => candidate.id === id);
    expect(build).toBeDefined();
    return build as FinishedBuild;
  }

  async function publishAndWait(cookie = editor.cookie): Promise<FinishedBuild> {
    const answer = await post("/api/publish", cookie);
    expect(answer.statusCode, answer.body).toBe(202);
    return finished(answer.json<{ build: number }>().build, cookie);
  }

  const livePage = async () => (await t.site.inject({ method: "GET", url: "/" })).body;

  // Each publish starts a build process and a dozen git commands: seconds each on a busy machine.
  const builds = (count: number) => ({ timeout: 20_000 * count });

  test(
    "an editor's publish takes the saved entry live, commits it as them, and nothing is left waiting",
    builds(2),
    async () => {
      await publishAndWait();
      fixture.writePage("Startup Boost 2027 closes on 31 March 2027");
      const before = await state();
      expect(before.waiting).toEqual([
        {
          name: fixtureEntry.name,
          editorPath: fixtureEntry.editorPath,
          change: "changed",
          fields: [
            {
              field: "Title",
              before: "First words",
              after: "Startup Boost 2027 closes on 31 March 2027",
            },
          ],
          pictures: 0,
          // The pages the live release read the entry for, by their own titles: where its preview is.
          pages: [{ path: "/", title: "Startup Boost 2027" }],
          onEveryPage: false,
        },
      ]);
      expect(before.publish).toEqual({ allowed: true, reason: null });

      const build = await publishAndWait();
      expect(build).toMatchObject({
        status: "published",
        requestedBy: editor.email,
        kind: "publish",
        entries: [
          { name: fixtureEntry.name, editorPath: fixtureEntry.editorPath, change: "changed" },
        ],
      });
      expect(await livePage()).toContain("Startup Boost 2027 closes on 31 March 2027");
      expect(fixture.lastCommit()).toEqual({
        author: `ada-${kind} <${editor.email}>`,
        message: `Publish: change ${fixtureEntry.name} (${fixtureEntry.file})`,
      });
      const after = await state();
      expect(after.waiting).toEqual([]);
      expect(after.failure).toBeNull();
      expect(after.live).toMatchObject({
        release: build.release,
        by: editor.email,
        build: { id: build.id },
      });
      expect(after.publish).toEqual({
        allowed: false,
        reason: "Nothing to publish: the website already shows every saved change.",
      });
      expect((await post("/api/publish", editor.cookie)).json()).toMatchObject({
        message: "Nothing to publish: the website already shows every saved change.",
      });
    },
  );

  test("while a build runs the page says so, with its step and an estimate, and Publish is refused with the reason", async () => {
    fixture.writePage("Hold on, wait for the gate");
    const answer = await post("/api/publish", editor.cookie);
    expect(answer.statusCode).toBe(202);
    const id = answer.json<{ build: number }>().build;
    const queue = siteBuildsRepository(t.site.database);
    await waitFor(
      "the build reaches its pages",
      async () => (await queue.get(id))?.step === "pages",
    );
    const during = await state();
    expect(during.active).toMatchObject({ id, kind: "publish", status: "building" });
    expect(during.active?.steps.filter((step) => step.done).map((step) => step.id)).toEqual([
      "content",
      "pictures",
    ]);
    // From the publishes before it.
    expect(during.active?.estimateMs).toEqual(expect.any(Number));
    // The change is still waiting: it is not live until the build is.
    expect(during.waiting.map((entry) => entry.name)).toEqual([fixtureEntry.name]);
    const reason =
      "A publish is already in progress. When it has finished, you can publish what was saved since.";
    expect(during.publish).toEqual({ allowed: false, reason });
    const again = await post("/api/publish", editor.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reason);
    expect((await siteBuildsRepository(t.site.database).active()).length).toBe(1);

    fixture.openGate();
    expect(await finished(id)).toMatchObject({ status: "published" });
    expect((await state()).active).toBeNull();
  });

  test("a build that fails leaves the live site as it was, says at which step and why, and the change stays waiting", async () => {
    const before = await livePage();
    const head = fixture.head();
    const folders = readdirSync(fixture.releasesDir).sort();
    fixture.writePage("this text breaks the build");
    const failed = await publishAndWait();
    expect(failed).toMatchObject({
      status: "failed",
      step: "pages",
      problems: [{ fixable: false, detail: "TypeError: the prerender could not use it" }],
    });
    expect(await livePage()).toBe(before);
    expect(readdirSync(fixture.releasesDir).sort()).toEqual(folders);
    // Nothing was committed: the content's history is still what visitors see.
    expect(fixture.head()).toBe(head);
    const after = await state();
    expect(after.failure).toMatchObject({ id: failed.id, step: "pages" });
    expect(after.waiting.map((entry) => entry.name)).toEqual([fixtureEntry.name]);
    expect(after.publish.allowed).toBe(true);
  });

  test(
    "invalid content and a dead link stop a publish, each named with its entry and field",
    builds(2),
    async () => {
      fixture.writePage("an invalid title");
      expect(await publishAndWait()).toMatchObject({
        status: "failed",
        step: "content",
        problems: [
          {
            message: "the title must not say invalid",
            entry: { name: fixtureEntry.name, editorPath: fixtureEntry.editorPath },
            field: "Title",
            fixable: true,
          },
        ],
      });
      fixture.writePage("a dead link in the title");
      expect(await publishAndWait()).toMatchObject({
        status: "failed",
        step: "links",
        problems: [{ entry: { editorPath: fixtureEntry.editorPath }, field: "Title", page: "/" }],
      });
    },
  );

  test(
    "going back brings the content back too, named as the admin, so the daily rebuild keeps the earlier version",
    builds(4),
    async () => {
      fixture.writePage("The version to keep");
      const kept = await publishAndWait();
      fixture.writePage("A withdrawn change");
      const withdrawn = await publishAndWait();
      expect(await livePage()).toContain("A withdrawn change");

      // Asked first, it names what would change, field by field, and changes nothing.
      const asked = await goingBack(kept.release ?? "");
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toEqual({
        entries: [
          {
            name: fixtureEntry.name,
            editorPath: fixtureEntry.editorPath,
            change: "changed",
            fields: [
              { field: "Title", before: "A withdrawn change", after: "The version to keep" },
            ],
            pictures: 0,
          },
        ],
        keptWaiting: [],
      });
      expect(fixture.readPage()).toBe("title: A withdrawn change\n");
      expect(await livePage()).toContain("A withdrawn change");

      const answer = await post("/api/publish/rollback", admin.cookie, { release: kept.release });
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toMatchObject({
        entries: [{ name: fixtureEntry.name, change: "changed" }],
        keptWaiting: [],
      });
      const back = await finished(answer.json<{ build: number }>().build, admin.cookie);
      expect(back).toMatchObject({ kind: "rollback", status: "published", release: kept.release });
      expect(await livePage()).toContain("The version to keep");
      expect(fixture.readPage()).toBe("title: The version to keep\n");
      // Its content is committed anew, and it is what the site shows: nothing waits to be published.
      expect((await state()).publish).toEqual({
        allowed: false,
        reason: "Nothing to publish: the website already shows every saved change.",
      });
      expect((await post("/api/publish", editor.cookie)).statusCode).toBe(409);
      expect(fixture.lastCommit()).toEqual({
        author: `obi-${kind} <${admin.email}>`,
        message: expect.stringMatching(
          new RegExp(`^Go back to the version of .+\\n\\nundo the changes to ${fixtureEntry.name}`),
        ),
      });
      expect((await state()).waiting).toEqual([]);

      // The nightly rebuild builds the content's history: the withdrawn change stays withdrawn.
      const rebuild = await siteBuildsRepository(t.site.database).enqueue({
        kind: "rebuild",
        requestedBy: null,
      });
      expect(await finished(rebuild)).toMatchObject({ status: "published" });
      expect(await livePage()).toContain("The version to keep");
      expect(withdrawn.release).not.toBe(kept.release);
    },
  );

  test("going back keeps an entry saved since waiting in the editor, and says so", async () => {
    const { releases } = await state(admin.cookie);
    const earlier = releases.find((release) => !release.live && release.contentKnown);
    fixture.writePage("Saved after the version went live");
    const asked = await goingBack(earlier?.id);
    expect(asked.json()).toMatchObject({
      keptWaiting: [{ name: fixtureEntry.name, editorPath: fixtureEntry.editorPath }],
    });
    const answer = await post("/api/publish/rollback", admin.cookie, { release: earlier?.id });
    expect(answer.statusCode, answer.body).toBe(202);
    await finished(answer.json<{ build: number }>().build, admin.cookie);
    expect(fixture.readPage()).toBe("title: Saved after the version went live\n");
    const after = await state();
    expect(after.live?.release).toBe(earlier?.id);
    expect(after.waiting.map((entry) => entry.name)).toEqual([fixtureEntry.name]);
  });

  test("a preview of the saved content is served on the staff host to editors only, never indexed, without scripts", async () => {
    fixture.writePage("Only in the preview <script>alert(1)</script>");
    const queued = await post("/api/publish/preview", editor.cookie);
    expect(queued.statusCode).toBe(202);
    await waitFor("the preview is current", async () => (await state()).preview.current);
    const page = await t.staff.inject({
      method: "GET",
      url: "/preview/site/",
      headers: { cookie: editor.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Only in the preview");
    expect(page.body).toContain("visitors do not see this");
    // It says what a page without its scripts does not do (decision 179).
    expect(page.body).toContain(previewWithoutScripts);
    expect(page.body).not.toContain("<script");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    // Never the live site's.
    expect(await livePage()).not.toContain("Only in the preview");
    expect((await t.site.inject({ method: "GET", url: "/preview/site/" })).body).not.toContain(
      "Only in the preview",
    );

    const anonymous = await t.staff.inject({ method: "GET", url: "/preview/site/" });
    expect(anonymous.statusCode).toBe(303);
    const staff = await t.personWithRole("staff");
    const forbidden = await t.staff.inject({
      method: "GET",
      url: "/preview/site/",
      headers: { cookie: staff.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const outside = await t.staff.inject({
      method: "GET",
      url: "/preview/site/..%2F..%2Fpreview.json",
      headers: { cookie: editor.cookie },
    });
    expect(outside.statusCode).toBe(404);
    // A page the preview lacks is a staff page, in the staff UI's own frame and policy, not a bare one.
    const missing = await t.staff.inject({
      method: "GET",
      url: "/preview/site/no-such-page?entry=%2Fkeystatic%2Fsingleton%2Fhub-about",
      headers: { cookie: editor.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(shell);
    expect(missing.headers["content-security-policy"]).toBe(staffContentSecurityPolicy);
  });

  test("the release made as the server starts is credited to the start, not to a person or the daily rebuild", async () => {
    // What npm start's `npm run site:rebuild -- --start` queues (server/publish/rebuild-site.ts).
    const id = await siteBuildsRepository(t.site.database).enqueue({
      kind: "start",
      requestedBy: null,
    });
    expect(await finished(id)).toMatchObject({ kind: "start", status: "published" });
    const after = await state(admin.cookie);
    expect(after.live).toMatchObject({ kind: "start", by: null });
    expect(after.releases.find((release) => release.live)).toMatchObject({
      kind: "start",
      by: null,
    });
    expect(after.releases.some((release) => release.kind === "publish")).toBe(true);
  });

  test("an editor may publish but not go back; an unknown release is refused", async () => {
    const { releases } = await state();
    const release = releases[0]?.id;
    expect((await post("/api/publish/rollback", editor.cookie, { release })).statusCode).toBe(403);
    expect((await goingBack(release, editor.cookie)).statusCode).toBe(403);
    const unknown = await post("/api/publish/rollback", admin.cookie, {
      release: "20200101T000000Z-1",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await goingBack("20200101T000000Z-1")).json()).toMatchObject({
      message: "That version is no longer kept.",
    });
    const malformed = await post("/api/publish/rollback", admin.cookie, { release: "../etc" });
    expect(malformed.statusCode).toBe(400);
    expect((await goingBack("../etc")).statusCode).toBe(400);
  });

  test("the audit log records who published what and went back to which version, by the editor's names, never the content", async () => {
    const entries = await t.site.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor_email", "target", "detail"])
      .where("action", "in", ["publish", "rollback"])
      .execute();
    const detailOf = (entry: { detail: string | null }) => JSON.parse(entry.detail ?? "{}");
    const published = entries.filter(
      (entry) => entry.action === "publish" && entry.actor_email === editor.email,
    );
    expect(published.some((entry) => detailOf(entry).names?.includes(fixtureEntry.name))).toBe(
      true,
    );
    const wentBack = entries.filter(
      (entry) => entry.action === "rollback" && entry.actor_email === admin.email,
    );
    expect(wentBack.length).toBeGreaterThan(0);
    // The version gone back to, as the page names it: when it was built and by what.
    for (const entry of wentBack) {
      expect(detailOf(entry).version).toMatchObject({
        builtAt: expect.any(String),
        kind: "publish",
      });
    }
    expect(JSON.stringify(entries)).not.toMatch(
      /First words|31 March 2027|version to keep|withdrawn|Saved after/,
    );
  });

  test("a staff member cannot see or start publishing, an anonymous visitor must sign in, another site cannot post", async () => {
    const staff = await t.personWithRole("staff");
    const get = (cookie?: string) =>
      t.staff.inject({ method: "GET", url: "/api/publish", headers: cookie ? { cookie } : {} });
    expect((await get(staff.cookie)).statusCode).toBe(403);
    expect((await post("/api/publish", staff.cookie)).statusCode).toBe(403);
    expect((await post("/api/publish/preview", staff.cookie)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
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

test("a server that serves a fixed build cannot publish, and says so in words", async () => {
  const t = await createStaffTestApp({ SITE_DIR: "build/client" });
  try {
    const editor = await t.personWithRole("editor");
    const state = await t.staff.inject({
      method: "GET",
      url: "/api/publish",
      headers: { cookie: editor.cookie },
    });
    expect(state.json()).toMatchObject({
      unavailable: fixedSiteNotice,
      publish: { allowed: false, reason: fixedSiteNotice },
    });
    const answer = await t.staff.inject({
      method: "POST",
      url: "/api/publish",
      headers: { origin: t.origin, cookie: editor.cookie },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(fixedSiteNotice);
  } finally {
    await t.cleanup();
  }
});

test("with content kept in GitHub, this server publishes nothing and says where content lives", async () => {
  const fixture = publishingFixture();
  const t = await createStaffTestApp(fixture.env, "sqlite", {
    buildCommand: fakeBuildCommand,
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
    expect(state.json()).toMatchObject({ storage: "github", waiting: [] });
    expect(state.json().unavailable).toMatch(/kept in GitHub \(hub\/content\)/);
    const answer = await t.staff.inject({
      method: "POST",
      url: "/api/publish",
      headers: { origin: t.origin, cookie: editor.cookie },
    });
    expect(answer.statusCode).toBe(409);
  } finally {
    await t.cleanup();
    fixture.cleanup();
  }
});
