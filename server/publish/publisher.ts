import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { BuildQueue, SiteBuild } from "#server/publish/build-queue.ts";
import { type BuildStep, runStep, type StepResult } from "#server/publish/build-steps.ts";
import type { ContentAuthor, ContentRepository } from "#server/publish/content-repo.ts";
import type { ReleaseFolders } from "#server/publish/release-folders.ts";

export type PublisherOptions = {
  queue: BuildQueue;
  repo: ContentRepository;
  releases: ReleaseFolders;
  /** The app's folder: package.json, the build scripts, node_modules. */
  appDir: string;
  steps: { validate: BuildStep; build: BuildStep[]; checks: BuildStep[] };
  /** More environment for the build (BUILD_DATE in tests). */
  buildEnv?: Record<string, string>;
  /** Called once a release is live, so this process serves it at once. */
  onSwitched?: () => void;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How long one step may take before it is stopped. */
  stepTimeoutMs?: number;
  /** How often a waiting publisher looks at the queue (the others' builds, a restart's). */
  pollMs?: number;
  /**
   * Why the content may not go live yet, in words, or null: sample content a
   * public site still shows (server/publish/sample-gate.ts).
   */
  sampleCheck?: () => Promise<string | null>;
};

/** A build whose builder has not moved it on for this long has stopped (a restart, a crash). */
const staleBuildMs = 120_000;
const heartbeatMs = 10_000;

export type PublishAnswer =
  | { ok: true; build: number; changes: number }
  | { ok: false; status: 409 | 422; reason: string };

/**
 * Publishing (issue 22): checks and commits the content as the staff member,
 * queues a build, and runs the queue one build at a time: each builds the
 * committed content into a new release folder, checks it, and only then
 * switches the live link (docs/decisions/105-publishing-builds-and-switches.md).
 */
export function createPublisher(options: PublisherOptions) {
  const { queue, repo, releases, log } = options;
  const now = options.now ?? (() => new Date());
  const stepTimeoutMs = options.stepTimeoutMs ?? 600_000;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function env(extra: Record<string, string>) {
    return { ...options.buildEnv, ...extra };
  }

  async function step(build: SiteBuild, current: BuildStep, extra: Record<string, string>) {
    await queue.setStep(build.id, current.name);
    const beat = setInterval(() => void queue.beat(build.id).catch(() => {}), heartbeatMs);
    const started = performance.now();
    try {
      const result = await runStep(current, {
        appDir: options.appDir,
        env: env(extra),
        timeoutMs: stepTimeoutMs,
      });
      // Where a build spends its time (docs/decisions/115-publish-within-a-minute.md):
      // each step inside the process, then the process's whole time, its start included.
      for (const part of result.parts) {
        log.info(
          { build: build.id, step: current.name, part: part.step, ms: part.ms },
          "build step part done",
        );
      }
      return result;
    } finally {
      clearInterval(beat);
      log.info(
        { build: build.id, step: current.name, ms: Math.round(performance.now() - started) },
        "build step done",
      );
    }
  }

  /**
   * The prerender imports the server build from inside the release folder;
   * Node finds packages by walking up from there, so a releases folder outside
   * the app (tests, another disk) gets a link to the app's node_modules.
   */
  function linkPackages() {
    const inside = !relative(resolve(options.appDir), releases.root).startsWith("..");
    const link = join(releases.root, "node_modules");
    if (!inside && !existsSync(link)) {
      symlinkSync(join(resolve(options.appDir), "node_modules"), link);
    }
  }

  async function buildRelease(build: SiteBuild): Promise<void> {
    const commit = build.content_commit ?? (await repo.head());
    if (!commit) {
      await queue.finish(build.id, {
        status: "failed",
        step: "content",
        message: "The content repository has no commit yet: publish once from the staff side.",
      });
      return;
    }
    const id = releases.newId(now(), build.id);
    const folder = releases.folder(id);
    const content = join(folder, "content");
    mkdirSync(releases.root, { recursive: true });
    linkPackages();
    const live = releases.current();
    const extra: Record<string, string> = {
      CONTENT_DIR: content,
      BUILD_DIR: folder,
      // The new folder holds the content snapshot: the build must not empty it first.
      KEEP_BUILD_DIR: "1",
      // The live build's files: unchanged pictures, previews and compressed copies are reused.
      ...(live ? { REUSE_BUILD_DIR: releases.folder(live) } : {}),
    };
    await queue.setStep(build.id, "content");
    await repo.snapshot(commit, content);
    let result: StepResult = { ok: true, parts: [] };
    let failedStep = "";
    // A publish's content was checked when it was committed; a rebuild's is checked again
    // (its date may close calls, and it may follow a deploy of new schemas).
    const checked = build.kind === "publish" ? [] : [options.steps.validate];
    for (const current of [...checked, ...options.steps.build, ...options.steps.checks]) {
      result = await step(build, current, extra);
      if (!result.ok) {
        failedStep = current.name;
        break;
      }
    }
    if (!result.ok) {
      rmSync(folder, { recursive: true, force: true });
      await queue.finish(build.id, { status: "failed", step: failedStep, message: result.reason });
      log.warn(
        { build: build.id, step: failedStep },
        "site build failed; the live site is unchanged",
      );
      return;
    }
    releases.writeInfo({
      id,
      builtAt: now().toISOString(),
      kind: build.kind === "rebuild" ? "rebuild" : "publish",
      contentCommit: commit,
      by: build.requested_by,
    });
    await switchTo(build, id);
  }

  async function switchTo(build: SiteBuild, id: string) {
    await queue.setStep(build.id, "switching");
    releases.switchTo(id);
    options.onSwitched?.();
    const removed = releases.prune(undefined, id);
    await queue.finish(build.id, {
      status: "published",
      message: build.message ?? (build.kind === "rollback" ? `Back to ${id}` : "Live"),
      release: id,
    });
    log.info({ build: build.id, release: id, removed }, "site release is live");
  }

  async function runOne(build: SiteBuild): Promise<void> {
    try {
      if (build.kind === "rollback") {
        const target = build.release;
        if (!target || !releases.list().some((release) => release.id === target)) {
          await queue.finish(build.id, {
            status: "failed",
            step: "switching",
            message: "That version is no longer kept.",
          });
          return;
        }
        await switchTo(build, target);
        return;
      }
      await buildRelease(build);
    } catch (error) {
      log.error({ err: error, build: build.id }, "site build stopped");
      await queue.finish(build.id, {
        status: "failed",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Runs queued builds until none is left or another process holds the slot. */
  async function drain(): Promise<void> {
    await queue.failInterrupted(staleBuildMs);
    for (;;) {
      if (stopped) return;
      const build = await queue.claim();
      if (!build) return;
      await runOne(build);
    }
  }

  /** Starts draining unless this process already is; resolves when that pass ends. */
  function kick(): Promise<void> {
    running ??= drain()
      .catch((error: unknown) => log.error({ err: error }, "publish queue failed"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,

    /**
     * Checks every content file, commits the changes as the staff member and
     * queues the build of that commit; a content problem is refused (422)
     * with its `file: field: reason`, sample content a public site may not
     * show yet (409) in words, and nothing is committed.
     */
    async publish(author: ContentAuthor): Promise<PublishAnswer> {
      const changes = await repo.changes();
      const head = await repo.head();
      const live = releases.list().find((release) => release.id === releases.current());
      if (changes.length === 0 && head !== null && live?.contentCommit === head) {
        return {
          ok: false,
          status: 409,
          reason: "Nothing to publish: the live site has every change.",
        };
      }
      const check = await runStep(options.steps.validate, {
        appDir: options.appDir,
        env: env({ CONTENT_DIR: repo.contentDir }),
        timeoutMs: stepTimeoutMs,
      });
      if (!check.ok) return { ok: false, status: 422, reason: check.reason };
      // A public site goes live without sample content, or with an admin's word for each (decision 171).
      const samples = await options.sampleCheck?.();
      if (samples) return { ok: false, status: 409, reason: samples };
      const commit = (await repo.commit(author, changes)) ?? head;
      const build = await queue.enqueue({
        kind: "publish",
        requestedBy: author.email,
        contentCommit: commit,
        message:
          changes.length === 0
            ? "Published again"
            : `${changes.length} ${changes.length === 1 ? "file" : "files"} changed`,
      });
      void kick();
      return { ok: true, build, changes: changes.length };
    },

    async rollback(release: string, by: string): Promise<number> {
      const build = await queue.enqueue({ kind: "rollback", requestedBy: by, release });
      void kick();
      return build;
    },

    async rebuild(): Promise<number> {
      const build = await queue.enqueue({
        kind: "rebuild",
        requestedBy: null,
        message: "Daily rebuild",
      });
      void kick();
      return build;
    },

    /** Looks at the queue now and then: builds queued by another process, or left by a restart. */
    start() {
      const pollMs = options.pollMs ?? 5_000;
      timer = setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },

    /** Stops taking builds; a build in progress runs to its end. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
