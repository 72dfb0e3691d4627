import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { parse } from "yaml";
import { type ContentEntry, entryOfFile } from "#content-model/content-entries.ts";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import {
  type AutomaticBuildKind,
  type BuildProblem,
  type BuildStepId,
  type EntryRef,
  type GoingBack,
  isAutomaticBuild,
  type PublishedEntry,
} from "#schemas/publish.ts";
import type { SiteBuild, SiteBuildsRepository } from "#server/db/site-builds-repository.ts";
import { type BuildRunResult, runBuild } from "#server/publish/build-runner.ts";
import {
  entriesOf,
  fieldChanges,
  publishMessage,
  shownFieldChanges,
} from "#server/publish/content-changes.ts";
import type { ContentAuthor, ContentRepository } from "#server/publish/content-repo.ts";
import type { PreviewFolders } from "#server/publish/preview-folders.ts";
import type { ReleaseFolders } from "#server/publish/release-folders.ts";
import { type BuildPlan, buildPlans } from "../../scripts/build/build-plans.ts";
import { codeProblem } from "../../scripts/build/build-problems.ts";

export type PublisherOptions = {
  queue: SiteBuildsRepository;
  repo: ContentRepository;
  releases: ReleaseFolders;
  previews: PreviewFolders;
  /** The app's folder: package.json, the build scripts, node_modules. */
  appDir: string;
  /** Node's arguments that run a build plan (tests run a stand-in); server/publish/build-runner.ts. */
  buildCommand?: readonly string[];
  /** More environment for the build (BUILD_DATE in tests). */
  buildEnv?: Record<string, string>;
  /** Called once a release is live, so this process serves it at once. */
  onSwitched?: () => void;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How long a build may take before it is stopped. */
  buildTimeoutMs?: number;
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

export type Refusal = { ok: false; status: 404 | 409; reason: string };
const goneRefusal: Refusal = { ok: false, status: 404, reason: "That version is no longer kept." };

export type Queued = {
  ok: true;
  build: number;
  entries: PublishedEntry[];
  keptWaiting: EntryRef[];
};

/** What an automatic build is doing, as the reason a publish must wait for it. */
const automaticBuildBusy: Record<AutomaticBuildKind, string> = {
  rebuild: "The daily rebuild of the website is running.",
  start: "The website is being built as the server starts.",
  deploy: "The website is being built for a new version of its code.",
};

/** Why nothing may be published or gone back to while this build waits or runs. */
export function busyReason(build: SiteBuild): string {
  if (isAutomaticBuild(build.kind)) {
    return `${automaticBuildBusy[build.kind]} You can publish when it has finished.`;
  }
  if (build.kind === "rollback")
    return "The website is switching to a kept version. Wait until it is live.";
  return "A publish is already in progress. When it has finished, you can publish what was saved since.";
}

/** The content commit of going back (or forward): which version, and what it undoes, entry by entry. */
function goBackMessage(
  builtAt: string,
  entries: ReturnType<typeof entriesOf>,
  forward: boolean,
): string {
  const undo = { added: "bring back", removed: "remove", changed: "undo the changes to" } as const;
  const lines = entries.map((entry) => `${undo[entry.change]} ${entry.name} (${entry.file})`);
  const way = forward ? "Go forward" : "Go back";
  return `${way} to the version of ${lagosTimeInWords(builtAt)} (Lagos)\n\n${lines.join("\n")}`;
}

/**
 * Publishing (issues 22 and 32): a publish writes the saved content as a
 * commit no branch points to yet and queues its build; the queue runs one
 * build at a time, each into a new release folder, checked, and only then
 * is the commit adopted and the live link switched. Going back commits the
 * earlier content too, so the daily rebuild keeps it
 * (docs/decisions/105-publishing-builds-and-switches.md,
 * docs/decisions/160-publishing-that-tells-the-truth.md).
 */
export function createPublisher(options: PublisherOptions) {
  const { queue, repo, releases, previews, log } = options;
  const now = options.now ?? (() => new Date());
  const buildTimeoutMs = options.buildTimeoutMs ?? 900_000;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** An entry's data in the working folder, for a collection entry's name. */
  const workingData = (entry: ContentEntry): unknown => {
    const file = join(repo.contentDir, entry.file);
    try {
      return existsSync(file) ? parse(readFileSync(file, "utf8")) : undefined;
    } catch {
      return undefined;
    }
  };
  const published = (entries: ReturnType<typeof entriesOf>): PublishedEntry[] =>
    entries.map(({ name, editorPath, change }) => ({ name, editorPath, change }));

  /**
   * The prerender imports the server build from inside the release folder;
   * Node finds packages by walking up from there, so a releases folder outside
   * the app (tests, another disk) gets a link to the app's node_modules.
   */
  function linkPackages() {
    mkdirSync(releases.root, { recursive: true });
    const inside = !relative(resolve(options.appDir), releases.root).startsWith("..");
    const link = join(releases.root, "node_modules");
    if (!inside && !existsSync(link))
      symlinkSync(join(resolve(options.appDir), "node_modules"), link);
  }

  /** Runs a plan into `buildDir`, recording each step as it finishes. */
  async function runPlan(build: SiteBuild, plan: BuildPlan, buildDir: string, contentDir: string) {
    const steps: readonly BuildStepId[] = buildPlans[plan];
    const live = releases.current();
    const beat = setInterval(() => void queue.beat(build.id).catch(() => {}), heartbeatMs);
    let current: BuildStepId = steps[0] ?? "content";
    try {
      const result: BuildRunResult = await runBuild(plan, {
        appDir: options.appDir,
        command: options.buildCommand,
        timeoutMs: buildTimeoutMs,
        env: {
          ...options.buildEnv,
          CONTENT_DIR: contentDir,
          BUILD_DIR: buildDir,
          // The folder holds the content being built: React Router must not empty it first.
          KEEP_BUILD_DIR: "1",
          // The live release: its code build renders the pages when the code is unchanged,
          // and its unchanged pictures, previews and compressed copies are reused.
          ...(live ? { REUSE_BUILD_DIR: releases.folder(live), BUILD_MODE: "content" } : {}),
        },
        async onEvent(event) {
          if (event.type === "part") {
            log.info(
              { build: build.id, step: current, part: event.name, ms: Math.round(event.ms) },
              "build step part done",
            );
            return;
          }
          if (event.type !== "step") return;
          log.info(
            { build: build.id, step: event.step, ms: Math.round(event.ms) },
            "build step done",
          );
          await queue.stepDone(
            build.id,
            { step: event.step, ms: Math.round(event.ms) },
            event.mode,
          );
          const next = steps[steps.indexOf(event.step) + 1];
          if (next) {
            current = next;
            await queue.setStep(build.id, next);
          }
        },
      });
      return result.ok ? result : { ...result, step: result.step ?? current };
    } finally {
      clearInterval(beat);
    }
  }

  async function fail(build: SiteBuild, step: BuildStepId | null, problems: BuildProblem[]) {
    await queue.finish(build.id, { status: "failed", step, problems });
    log.warn(
      { build: build.id, kind: build.kind, step },
      "site build failed; the live site is unchanged",
    );
  }

  async function buildRelease(build: SiteBuild): Promise<void> {
    const commit = build.contentCommit ?? (await repo.head());
    if (!commit) {
      await fail(build, "content", [codeProblem("The content repository has no commit yet.")]);
      return;
    }
    const id = releases.newId(now(), build.id);
    const folder = releases.folder(id);
    const content = join(folder, "content");
    linkPackages();
    await queue.setStep(build.id, "content");
    await repo.exportTo(commit, content);
    const result = await runPlan(build, "release", folder, content);
    if (!result.ok) {
      rmSync(folder, { recursive: true, force: true });
      await fail(build, result.step, result.problems);
      return;
    }
    await queue.setStep(build.id, "switching");
    // Live now: the branch moves to the published content, so the daily rebuild builds it.
    const contentCommit = build.kind === "publish" ? await repo.adopt(commit) : commit;
    releases.writeInfo({
      id,
      builtAt: now().toISOString(),
      kind: isAutomaticBuild(build.kind) ? build.kind : "publish",
      contentCommit,
      by: build.requestedBy,
    });
    await switchTo(build, id, contentCommit);
  }

  async function switchTo(build: SiteBuild, id: string, contentCommit: string | null) {
    await queue.setStep(build.id, "switching");
    releases.switchTo(id);
    options.onSwitched?.();
    const removed = releases.prune(undefined, id);
    await queue.finish(build.id, { status: "published", release: id, contentCommit });
    log.info({ build: build.id, release: id, removed }, "site release is live");
  }

  async function buildPreview(build: SiteBuild): Promise<void> {
    const tree = build.contentCommit ?? (await repo.savedTree());
    const folder = previews.prepare(build.id);
    const content = join(folder, "content");
    linkPackages();
    await queue.setStep(build.id, "content");
    await repo.exportTo(tree, content);
    const result = await runPlan(build, "preview", folder, content);
    if (!result.ok) {
      rmSync(folder, { recursive: true, force: true });
      await fail(build, result.step, result.problems);
      return;
    }
    previews.switchTo({ tree, builtAt: now().toISOString(), build: build.id });
    await queue.finish(build.id, { status: "published", contentCommit: tree });
  }

  async function runOne(build: SiteBuild): Promise<void> {
    try {
      if (build.kind === "rollback") {
        const target = releases.list().find((release) => release.id === build.release);
        if (!target) {
          await fail(build, "switching", [codeProblem("That version is no longer kept.")]);
          return;
        }
        await switchTo(build, target.id, build.contentCommit);
        return;
      }
      if (build.kind === "preview") await buildPreview(build);
      else await buildRelease(build);
    } catch (error) {
      log.error({ err: error, build: build.id }, "site build stopped");
      await fail(build, build.step, [
        codeProblem(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      ]);
    }
  }

  /** Runs queued builds until none is left or another process holds the slot. */
  async function drain(): Promise<void> {
    await queue.failInterrupted(staleBuildMs);
    for (;;) {
      if (stopped) return;
      const next = await queue.claim();
      if (!next) return;
      await runOne(next);
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

  /** The build in the way of a publish or going back, if one waits or runs. */
  async function inTheWay(): Promise<Refusal | null> {
    const [busy] = await queue.active();
    return busy ? { ok: false, status: 409, reason: busyReason(busy) } : null;
  }

  const keptRelease = (releaseId: string) =>
    releases.list().find((release) => release.id === releaseId);

  /**
   * Going back to a release, worked out: the content commits and the entries
   * between the content's history and the release's, and which of them have
   * changes saved since the live version (those keep them, waiting).
   */
  async function goingBackPlan(target: NonNullable<ReturnType<typeof keptRelease>>) {
    const live = keptRelease(releases.current() ?? "");
    const head = await repo.head();
    if (!target.contentCommit || !head) {
      return {
        head,
        targetTexts: new Map<string, string | null>(),
        changes: [],
        changed: [],
        waitingPaths: new Set<string>(),
        keptWaiting: [],
      };
    }
    const waiting = await repo.changesBetween(live?.contentCommit ?? head, await repo.savedTree());
    const waitingPaths = new Set(waiting.map((change) => change.path));
    const changes = await repo.changesBetween(head, target.contentCommit);
    // Each entry named as it is in the version gone to, which is what the site and the editor then show.
    const targetTexts = new Map<string, string | null>();
    for (const change of changes) {
      const text = (await repo.fileAt(target.contentCommit, change.path))?.toString("utf8") ?? null;
      targetTexts.set(change.path, text);
    }
    const targetData = (entry: ContentEntry): unknown => {
      const text = targetTexts.get(entry.file);
      if (text === undefined || text === null) return workingData(entry);
      try {
        return parse(text);
      } catch {
        return workingData(entry);
      }
    };
    const changed = entriesOf(changes, targetData);
    const keptWaiting = changed
      .filter((entry) => entry.files.some((file) => waitingPaths.has(file.path)))
      .map(({ name, editorPath }) => ({ name, editorPath }));
    return {
      head,
      targetTexts,
      changes,
      changed,
      waitingPaths,
      keptWaiting,
    };
  }

  /**
   * The plan's entries as the admin reads them before confirming: each
   * field from the content now to the version's, as the Publish page shows a
   * change. Only asked for before going back, not when going.
   */
  async function describedEntries(plan: Awaited<ReturnType<typeof goingBackPlan>>) {
    const fields = async (entry: (typeof plan.changed)[number]) => {
      if (
        plan.head === null ||
        !entry.file.endsWith(".yaml") ||
        !entry.files.some((file) => file.path === entry.file)
      ) {
        return [];
      }
      const now = (await repo.fileAt(plan.head, entry.file))?.toString("utf8") ?? null;
      const then = plan.targetTexts.get(entry.file) ?? null;
      return fieldChanges(now, then, entryOfFile(entry.file)?.item.schema ?? null).slice(
        0,
        shownFieldChanges,
      );
    };
    return Promise.all(
      plan.changed.map(async (entry) => ({
        name: entry.name,
        editorPath: entry.editorPath,
        change: entry.change,
        fields: await fields(entry),
        pictures: entry.files.filter((file) => !file.path.endsWith(".yaml")).length,
      })),
    );
  }

  return {
    kick,

    /**
     * Queues the build of the saved content as the staff member: the saved
     * content becomes a commit only when that build is live. Refused while
     * another build waits or runs, when nothing differs from the live site, and
     * while a public site would show sample content no admin confirmed (409).
     */
    async publish(author: ContentAuthor): Promise<Queued | Refusal> {
      const busy = await inTheWay();
      if (busy) return busy;
      const head = await repo.head();
      const live = releases.list().find((release) => release.id === releases.current());
      const saved = await repo.saved(author, (changes) =>
        publishMessage(entriesOf(changes, workingData)),
      );
      if (
        saved === null &&
        head !== null &&
        live?.contentCommit &&
        (await repo.sameContent(live.contentCommit, head))
      ) {
        return {
          ok: false,
          status: 409,
          reason: "Nothing to publish: the website already shows every saved change.",
        };
      }
      // A public site goes live without sample content, or with an admin's word for each (decision 171).
      const samples = await options.sampleCheck?.();
      if (samples) return { ok: false, status: 409, reason: samples };
      const changes =
        saved?.changes ??
        (head ? await repo.changesBetween(live?.contentCommit ?? null, head) : []);
      const entries = published(entriesOf(changes, workingData));
      const id = await queue.enqueue({
        kind: "publish",
        requestedBy: author.email,
        contentCommit: saved?.commit ?? head,
        entries,
      });
      void kick();
      return { ok: true, build: id, entries, keptWaiting: [] };
    },

    /**
     * What going back to a kept release would do, before an admin confirms:
     * the entries whose content would change, and those that would keep the
     * changes saved since. Changes nothing.
     */
    async goingBack(releaseId: string): Promise<({ ok: true } & GoingBack) | Refusal> {
      const target = keptRelease(releaseId);
      if (!target) return goneRefusal;
      const plan = await goingBackPlan(target);
      return { ok: true, entries: await describedEntries(plan), keptWaiting: plan.keptWaiting };
    },

    /**
     * Goes back to a kept release: its content is committed on top of the
     * history as the admin (named, so the daily rebuild keeps it), the files of
     * the working folder follow unless an entry has changes saved since (those
     * stay waiting), and the live link switches.
     */
    async rollback(releaseId: string, author: ContentAuthor): Promise<Queued | Refusal> {
      const askedAt = now();
      const busy = await inTheWay();
      if (busy) return busy;
      const target = keptRelease(releaseId);
      if (!target) return goneRefusal;
      const plan = await goingBackPlan(target);
      let contentCommit = plan.head;
      let keptWaiting: EntryRef[] = [];
      if (target.contentCommit && plan.head) {
        const restored = await repo.restore(
          target.contentCommit,
          author,
          goBackMessage(
            target.builtAt,
            plan.changed,
            // A version built after the live one is a way forward (decision 235).
            target.builtAt > (keptRelease(releases.current() ?? "")?.builtAt ?? target.builtAt),
          ),
        );
        if (restored) {
          contentCommit = restored;
          for (const change of plan.changes) {
            if (!plan.waitingPaths.has(change.path)) await repo.checkOut(restored, change.path);
          }
          keptWaiting = plan.keptWaiting;
        }
      }
      const entries = published(plan.changed);
      const id = await queue.enqueue({
        kind: "rollback",
        requestedBy: author.email,
        // Its time is the admin's wait, from the press: the content is restored before it is queued.
        requestedAt: askedAt,
        release: releaseId,
        contentCommit,
        entries,
      });
      void kick();
      return { ok: true, build: id, entries, keptWaiting };
    },

    /** Queues a build of the content's history that no person asked for, credited to its cause. */
    async rebuild(kind: AutomaticBuildKind = "rebuild"): Promise<number> {
      const id = await queue.enqueue({ kind, requestedBy: null });
      void kick();
      return id;
    },

    /** Queues a preview of the saved content unless one is waiting or running already. */
    async preview(by: string): Promise<number> {
      const [waiting] = (await queue.recent(1, true)).filter(
        (build) => build.status === "queued" || build.status === "building",
      );
      if (waiting) return waiting.id;
      const id = await queue.enqueue({ kind: "preview", requestedBy: by });
      void kick();
      return id;
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
