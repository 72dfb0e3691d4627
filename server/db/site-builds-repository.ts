import { type Selectable, sql } from "kysely";
import {
  type BuildMode,
  type BuildProblem,
  type BuildStepId,
  type PublishedEntry,
  releaseBuildKinds,
  type SiteBuildKind,
  type SiteBuildStatus,
} from "#schemas/publish.ts";
import type { Database } from "#server/db/database.ts";
import type { SiteBuildsTable } from "#server/db/schema.ts";

/** A step of a build that finished, and its time. */
export type StepTime = { step: BuildStepId; ms: number };

/** A site build as the publisher and the staff page use it. */
export type SiteBuild = {
  id: number;
  kind: SiteBuildKind;
  status: SiteBuildStatus;
  /** The step it is at, or the step it failed at. */
  step: BuildStepId | null;
  /** Why a build stopped that no problem list explains (a restart), or what went live. */
  message: string | null;
  requestedBy: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  contentCommit: string | null;
  release: string | null;
  mode: BuildMode | null;
  steps: StepTime[];
  problems: BuildProblem[];
  entries: PublishedEntry[];
};

function parsed<T>(json: string | null, empty: T): T {
  return json === null ? empty : (JSON.parse(json) as T);
}

function fromRow(row: Selectable<SiteBuildsTable>): SiteBuild {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    step: row.step as BuildStepId | null,
    message: row.message,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    contentCommit: row.content_commit,
    release: row.release,
    mode: row.mode,
    steps: parsed(row.steps, []),
    problems: parsed(row.problems, []),
    entries: parsed(row.changes, []),
  };
}

/** Kinds that change what visitors see; a preview never does. */
const releaseKinds: readonly SiteBuildKind[] = [...releaseBuildKinds, "rollback"];

/**
 * The queue of site builds, in the database every instance and the daily
 * rebuild's command share: it survives a restart, and a partial unique index
 * lets at most one row be `building`, so two processes never build at once
 * (docs/decisions/105-publishing-builds-and-switches.md). A build keeps its
 * steps' times, its problems and the entries it publishes as data
 * (docs/decisions/160-publishing-that-tells-the-truth.md).
 */
export function siteBuildsRepository(
  { db }: Pick<Database, "db">,
  now: () => Date = () => new Date(),
) {
  const stamp = () => now().toISOString();

  return {
    async enqueue(entry: {
      kind: SiteBuildKind;
      requestedBy: string | null;
      /** When the person asked, if work was done for it before it was queued; else now. */
      requestedAt?: Date;
      contentCommit?: string | null;
      release?: string | null;
      message?: string | null;
      entries?: readonly PublishedEntry[];
    }): Promise<number> {
      const row = await db
        .insertInto("site_builds")
        .values({
          kind: entry.kind,
          status: "queued",
          requested_by: entry.requestedBy,
          requested_at: (entry.requestedAt ?? now()).toISOString(),
          content_commit: entry.contentCommit ?? null,
          release: entry.release ?? null,
          message: entry.message ?? null,
          changes: entry.entries ? JSON.stringify(entry.entries) : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /**
     * Takes the next queued build if none is building (a publish, a rebuild
     * or going back before a preview, then the oldest); null when there is
     * nothing to do or another process holds the one building slot.
     */
    async claim(): Promise<SiteBuild | null> {
      const next = await db
        .selectFrom("site_builds")
        .select("id")
        .where("status", "=", "queued")
        .orderBy(sql`case when kind = 'preview' then 1 else 0 end`)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      try {
        const claimed = await db
          .updateTable("site_builds")
          .set({ status: "building", started_at: stamp(), heartbeat_at: stamp(), step: null })
          .where("id", "=", next.id)
          .where("status", "=", "queued")
          .returningAll()
          .executeTakeFirst();
        return claimed ? fromRow(claimed) : null;
      } catch (error) {
        // The one-building index refused: another process is building.
        if (/unique|duplicate/i.test(String((error as Error).message))) return null;
        throw error;
      }
    },

    async setStep(id: number, step: BuildStepId): Promise<void> {
      await db
        .updateTable("site_builds")
        .set({ step, heartbeat_at: stamp() })
        .where("id", "=", id)
        .execute();
    },

    /** A step finished: its time joins the build's, for the next builds' estimates. */
    async stepDone(id: number, time: StepTime, mode?: BuildMode): Promise<void> {
      const row = await db
        .selectFrom("site_builds")
        .select("steps")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const steps = [...parsed<StepTime[]>(row.steps, []), time];
      await db
        .updateTable("site_builds")
        .set({
          steps: JSON.stringify(steps),
          heartbeat_at: stamp(),
          ...(mode ? { mode } : {}),
        })
        .where("id", "=", id)
        .execute();
    },

    /** The builder is alive: called every few seconds while a build runs. */
    async beat(id: number): Promise<void> {
      await db
        .updateTable("site_builds")
        .set({ heartbeat_at: stamp() })
        .where("id", "=", id)
        .execute();
    },

    async finish(
      id: number,
      result: {
        status: "published" | "failed";
        step?: BuildStepId | null;
        message?: string | null;
        problems?: readonly BuildProblem[];
        release?: string | null;
        contentCommit?: string | null;
        entries?: readonly PublishedEntry[];
      },
    ): Promise<void> {
      await db
        .updateTable("site_builds")
        .set({
          status: result.status,
          step: result.step ?? null,
          message: result.message ?? null,
          problems: result.problems ? JSON.stringify(result.problems) : null,
          finished_at: stamp(),
          ...(result.release ? { release: result.release } : {}),
          ...(result.contentCommit ? { content_commit: result.contentCommit } : {}),
          ...(result.entries ? { changes: JSON.stringify(result.entries) } : {}),
        })
        .where("id", "=", id)
        .execute();
    },

    /**
     * A build left `building` by a process that stopped (a restart, a crash)
     * never finishes: once its heartbeat is older than `staleMs` it is failed
     * with that reason, so the queue moves on.
     */
    async failInterrupted(staleMs: number): Promise<number> {
      const cutoff = new Date(now().getTime() - staleMs).toISOString();
      const result = await db
        .updateTable("site_builds")
        .set({
          status: "failed",
          message: "The build stopped when the service restarted. Publish again.",
          finished_at: stamp(),
        })
        .where("status", "=", "building")
        .where("heartbeat_at", "<", cutoff)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async get(id: number): Promise<SiteBuild | undefined> {
      const row = await db
        .selectFrom("site_builds")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    /** Builds queued or running that change what visitors see (not previews), oldest first. */
    async active(): Promise<SiteBuild[]> {
      const rows = await db
        .selectFrom("site_builds")
        .selectAll()
        .where("status", "in", ["queued", "building"])
        .where("kind", "in", releaseKinds)
        .orderBy("id")
        .execute();
      return rows.map(fromRow);
    },

    /** Newest first: builds that change what visitors see, or previews only. */
    async recent(limit: number, previews = false): Promise<SiteBuild[]> {
      const rows = await db
        .selectFrom("site_builds")
        .selectAll()
        .$if(previews, (query) => query.where("kind", "=", "preview"))
        .$if(!previews, (query) => query.where("kind", "in", releaseKinds))
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(fromRow);
    },

    /** The newest builds of a kind that finished well: how long the next one should take. */
    async lastPublished(kind: SiteBuildKind, limit: number): Promise<SiteBuild[]> {
      const rows = await db
        .selectFrom("site_builds")
        .selectAll()
        .where("kind", "=", kind)
        .where("status", "=", "published")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(fromRow);
    },

    /** The build that made (or went back to) a release, if the queue still holds it. */
    async ofRelease(release: string): Promise<SiteBuild | undefined> {
      const row = await db
        .selectFrom("site_builds")
        .selectAll()
        .where("release", "=", release)
        .where("status", "=", "published")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },
  };
}

export type SiteBuildsRepository = ReturnType<typeof siteBuildsRepository>;
