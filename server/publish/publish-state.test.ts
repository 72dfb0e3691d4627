import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { siteBuildsRepository } from "#server/db/site-builds-repository.ts";
import { contentRepository } from "#server/publish/content-repo.ts";
import { previewFolders } from "#server/publish/preview-folders.ts";
import { publishState } from "#server/publish/publish-state.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

describe.each(testDatabases)("the Publish page's state on %s", (kind) => {
  let app: TestApp;
  let directory: string;

  beforeAll(async () => {
    app = await createTestApp({}, kind);
    directory = mkdtempSync(join(tmpdir(), "publish-state-"));
  });
  afterAll(async () => {
    await app.cleanup();
    rmSync(directory, { recursive: true, force: true });
  });

  /** A release folder with its record, as a finished build leaves it. */
  const release = (releases: ReturnType<typeof releaseFolders>, id: string) => {
    mkdirSync(join(releases.folder(id), "client"), { recursive: true });
    releases.writeInfo({
      id,
      builtAt: new Date().toISOString(),
      kind: "publish",
      contentCommit: null,
      by: null,
    });
  };

  test("a build that goes live while the state is read shows as running or as live, never ended with the old version live", async () => {
    const releases = releaseFolders(join(directory, "releases"));
    const queue = siteBuildsRepository(app.database);
    release(releases, "20270101T000000Z-0");
    releases.switchTo("20270101T000000Z-0");
    const build = await queue.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    await queue.claim();
    release(releases, "20270102T000000Z-1");

    // The build switches and finishes at one moment of the read (here, when the
    // state asks which build made the live release), as the builder does beside a poll.
    let ended = false;
    const racingQueue: typeof queue = {
      ...queue,
      async ofRelease(id) {
        if (!ended) {
          ended = true;
          releases.switchTo("20270102T000000Z-1");
          await queue.finish(build, { status: "published", release: "20270102T000000Z-1" });
        }
        return queue.ofRelease(id);
      },
    };
    const state = await publishState({
      queue: racingQueue,
      repo: contentRepository(join(directory, "content")),
      releases,
      previews: previewFolders(join(directory, "releases")),
      storage: "github",
      unavailable: "Content lives in GitHub.",
      siteUrl: "https://hub.example",
      now: () => new Date(),
    });

    expect(ended).toBe(true);
    expect(state.active !== null || state.live?.release === "20270102T000000Z-1").toBe(true);
  });

  test("only the build that made the release visitors get is Live: an earlier good one is an earlier version, a failed one says why, a running one is building", async () => {
    const releases = releaseFolders(join(directory, "standing-releases"));
    const queue = siteBuildsRepository(app.database);
    const publishes = async (id: string) => {
      const build = await queue.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
      await queue.claim();
      release(releases, id);
      releases.switchTo(id);
      await queue.finish(build, { status: "published", release: id });
      return build;
    };
    const first = await publishes("20270201T000000Z-0");
    const second = await publishes("20270202T000000Z-1");
    const failed = await queue.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    await queue.claim();
    const problem = {
      message: "the closing date is before the opening date",
      entry: { name: "Calls for applications: Kids Code Camp", editorPath: null },
      field: "Closes",
      page: null,
      fixable: true,
      detail: null,
    };
    await queue.finish(failed, { status: "failed", step: "content", problems: [problem] });
    const running = await queue.enqueue({ kind: "publish", requestedBy: "ada@hub.example" });
    await queue.claim();

    const state = await publishState({
      queue,
      repo: contentRepository(join(directory, "content")),
      releases,
      previews: previewFolders(join(directory, "standing-releases")),
      storage: "github",
      unavailable: "Content lives in GitHub.",
      siteUrl: "https://hub.example",
      now: () => new Date(),
    });
    const standing = (id: number) => state.history.find((build) => build.id === id);
    expect(state.history.filter((build) => build.standing === "live")).toHaveLength(1);
    expect(standing(second)).toMatchObject({ standing: "live" });
    expect(standing(first)).toMatchObject({ standing: "earlier" });
    expect(standing(failed)).toMatchObject({ standing: "failed", problems: [problem] });
    expect(standing(running)).toMatchObject({ standing: "building", status: "building" });
    await queue.finish(running, { status: "failed", message: "stopped by the test" });
  });
});
