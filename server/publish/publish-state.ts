import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { type ContentEntry, entryOfFile } from "#content-model/content-entries.ts";
import type {
  ActiveBuild,
  BuildStepId,
  EntryPreview,
  FinishedBuild,
  PreviewState,
  PublishState,
  RecentBuild,
  WaitingEntry,
} from "#schemas/publish.ts";
import type { SiteBuild, SiteBuildsRepository } from "#server/db/site-builds-repository.ts";
import { entriesOf, fieldChanges, shownFieldChanges } from "#server/publish/content-changes.ts";
import type { ContentRepository } from "#server/publish/content-repo.ts";
import {
  entryOfEditorPath,
  entryRef,
  pagesOf,
  readPageReads,
} from "#server/publish/entry-pages.ts";
import type { PreviewFolders } from "#server/publish/preview-folders.ts";
import { busyReason } from "#server/publish/publisher.ts";
import type { ReleaseFolders } from "#server/publish/release-folders.ts";
import { buildPlans } from "../../scripts/build/build-plans.ts";

export type PublishStateDeps = {
  queue: SiteBuildsRepository;
  repo: ContentRepository;
  releases: ReleaseFolders;
  previews: PreviewFolders;
  storage: "local" | "github";
  /** Why this server cannot publish, in words; null when it can. */
  unavailable: string | null;
  /** The public site's address (SITE_URL). */
  siteUrl: string;
  now: () => Date;
};

/** How many builds "Recent builds" lists. */
const shownBuilds = 10;
/** How many of the last good builds of a kind the estimate of the next one reads. */
const estimateSample = 5;

const planOf = {
  publish: "release",
  rebuild: "release",
  start: "release",
  deploy: "release",
  rollback: null,
  preview: "preview",
} as const;

function stepsOf(build: SiteBuild): BuildStepId[] {
  const plan = planOf[build.kind];
  return plan === null ? ["switching"] : [...buildPlans[plan], "switching"];
}

/**
 * How long a build took: from its start, or, going back, from the admin's
 * press, since the content is restored before that build is queued, and the
 * admin waits for both.
 */
const durationOf = (build: SiteBuild) =>
  build.startedAt && build.finishedAt
    ? Date.parse(build.finishedAt) -
      Date.parse(build.kind === "rollback" ? build.requestedAt : build.startedAt)
    : null;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

export function finishedOf(build: SiteBuild): FinishedBuild {
  return {
    id: build.id,
    kind: build.kind,
    status: build.status === "published" ? "published" : "failed",
    requestedBy: build.requestedBy,
    requestedAt: build.requestedAt,
    finishedAt: build.finishedAt,
    step: build.status === "failed" ? build.step : null,
    release: build.release,
    entries: build.entries,
    // A build stopped by a restart has a message and no problem list: the message is its problem.
    problems:
      build.status === "failed" && build.problems.length === 0 && build.message
        ? [
            {
              message: build.message,
              entry: null,
              field: null,
              page: null,
              fixable: false,
              detail: null,
            },
          ]
        : build.problems,
    durationMs: durationOf(build),
  };
}

/**
 * A build as "Recent builds" lists it: only the build that made the release
 * visitors get is live (`liveBuild`: the newest that put it live), another
 * good one is an earlier version.
 */
export function recentOf(build: SiteBuild, liveBuild: number | null): RecentBuild {
  const finished = finishedOf(build);
  if (build.status === "queued" || build.status === "building") {
    return { ...finished, status: build.status, standing: build.status };
  }
  const standing =
    build.status === "failed" ? "failed" : build.id === liveBuild ? "live" : "earlier";
  return { ...finished, standing };
}

/**
 * How long a build of this kind takes, from the last ones that finished well:
 * those that made the pages the same way once that is known (a whole build
 * takes several times a content build), else any.
 */
async function estimate(queue: SiteBuildsRepository, build: SiteBuild): Promise<number | null> {
  const past = await queue.lastPublished(build.kind, estimateSample * 4);
  const alike = past.filter((earlier) => earlier.mode === build.mode);
  const sample = (alike.length > 0 ? alike : past).slice(0, estimateSample);
  return median(sample.flatMap((earlier) => durationOf(earlier) ?? []));
}

async function activeOf(queue: SiteBuildsRepository, build: SiteBuild): Promise<ActiveBuild> {
  return {
    id: build.id,
    kind: build.kind,
    status: build.status === "building" ? "building" : "queued",
    step: build.step,
    requestedBy: build.requestedBy,
    requestedAt: build.requestedAt,
    startedAt: build.startedAt,
    steps: stepsOf(build).map((id) => {
      const done = build.steps.find((step) => step.step === id);
      return { id, done: done !== undefined, ms: done?.ms ?? null };
    }),
    estimateMs: await estimate(queue, build),
    entries: build.entries,
  };
}

/** The preview: whether it shows the saved content (`savedTree`), and the build making one. */
async function previewStateOf(
  deps: PublishStateDeps,
  savedTree: string | null,
): Promise<PreviewState> {
  const preview = deps.previews.current();
  const builds = await deps.queue.recent(3, true);
  const building = builds.find((build) => build.status === "queued" || build.status === "building");
  const failed = builds.find(
    (build) => build.status === "failed" && (preview === null || build.id > preview.build),
  );
  return {
    current: preview !== null && preview.tree === savedTree,
    builtAt: preview?.builtAt ?? null,
    build: building ? await activeOf(deps.queue, building) : null,
    failure: failed ? finishedOf(failed) : null,
  };
}

/** Which pages read which files: the current preview's record, else the live release's. */
function currentPageReads(deps: PublishStateDeps, previewCurrent: boolean) {
  const preview = deps.previews.current();
  const live = deps.releases.current();
  return readPageReads(
    previewCurrent && preview
      ? deps.previews.folder(preview.build)
      : live && deps.releases.folder(live),
  );
}

/** An entry's preview (GET /api/publish/entry): its name, the pages it appears on, the preview's state. */
export async function entryPreviewState(
  deps: PublishStateDeps,
  editorPath: string,
): Promise<EntryPreview> {
  const entry = entryOfEditorPath(editorPath);
  const local = deps.storage === "local" && deps.unavailable === null;
  const savedTree = local ? await deps.repo.savedTree() : null;
  const preview = await previewStateOf(deps, savedTree);
  const placement = entry ? pagesOf(currentPageReads(deps, preview.current), entry.file) : null;
  return {
    entry: entry && entryRef(entry, deps.repo.contentDir),
    pages: placement?.pages ?? [],
    onEveryPage: placement?.onEveryPage ?? false,
    preview,
  };
}

export async function publishState(deps: PublishStateDeps): Promise<PublishState> {
  const { queue, repo, releases } = deps;
  // The build first, then the live link: a build that ends while this state
  // is read then shows as still running, and the page asks again. Read the
  // other way round, the old link and no build showed the old version live,
  // and the page stopped asking.
  const [active] = await queue.active();
  const liveId = releases.current();
  const live = releases.list().find((release) => release.id === liveId) ?? null;
  const liveBuild = live ? await queue.ofRelease(live.id) : undefined;

  const local = deps.storage === "local" && deps.unavailable === null;
  const head = local ? await repo.head() : null;
  const savedTree = local ? await repo.savedTree() : null;
  const liveCommit = live ? (live.contentCommit ?? head) : null;
  const preview = await previewStateOf(deps, savedTree);
  const reads = currentPageReads(deps, preview.current);

  let waiting: WaitingEntry[] = [];
  if (savedTree !== null) {
    const changes = await repo.changesBetween(liveCommit, savedTree);
    const workingData = (entry: ContentEntry) => {
      try {
        return parse(readFileSync(join(repo.contentDir, entry.file), "utf8"));
      } catch {
        return undefined;
      }
    };
    const text = async (commit: string | null, file: string) => {
      if (commit === null) return null;
      return (await repo.fileAt(commit, file))?.toString("utf8") ?? null;
    };
    waiting = await Promise.all(
      entriesOf(changes, workingData).map(async (entry) => {
        const yaml = entry.files.some(
          (file) => file.path === entry.file && file.path.endsWith(".yaml"),
        );
        const fields = yaml
          ? fieldChanges(
              await text(liveCommit, entry.file),
              await text(savedTree, entry.file),
              entryOfFile(entry.file)?.item.schema ?? null,
            )
          : [];
        const { pages, onEveryPage } = pagesOf(reads, entry.file);
        return {
          name: entry.name,
          editorPath: entry.editorPath,
          change: entry.change,
          fields: fields.slice(0, shownFieldChanges),
          pictures: entry.files.filter((file) => !file.path.endsWith(".yaml")).length,
          pages,
          onEveryPage,
        };
      }),
    );
  }

  const recent = await queue.recent(shownBuilds + 2);
  const finished = recent.filter(
    (build) => build.status === "published" || build.status === "failed",
  );
  const failure = finished.find(
    (build) => build.status === "failed" && (liveBuild === undefined || build.id > liveBuild.id),
  );
  let reason: string | null = deps.unavailable;
  if (reason === null && active) reason = busyReason(active);
  // Going back commits the earlier content anew: the live content is the head's when nothing differs.
  const liveIsHead =
    liveCommit === head ||
    (liveCommit !== null && head !== null && (await repo.sameContent(liveCommit, head)));
  if (reason === null && waiting.length === 0 && live !== null && liveIsHead) {
    reason = "Nothing to publish: the website already shows every saved change.";
  }

  return {
    storage: deps.storage,
    unavailable: deps.unavailable,
    live: live && {
      release: live.id,
      builtAt: live.builtAt,
      kind: live.kind,
      by: live.by,
      build: liveBuild ? finishedOf(liveBuild) : null,
    },
    waiting,
    active: active ? await activeOf(queue, active) : null,
    failure: failure ? finishedOf(failure) : null,
    publish: { allowed: reason === null, reason },
    history: recent.slice(0, shownBuilds).map((build) => recentOf(build, liveBuild?.id ?? null)),
    releases: releases.list().map((release) => ({
      id: release.id,
      builtAt: release.builtAt,
      kind: release.kind,
      by: release.by,
      live: release.id === liveId,
      contentKnown: release.contentCommit !== null,
    })),
    preview,
    siteUrl: deps.siteUrl,
    now: deps.now().toISOString(),
  };
}
