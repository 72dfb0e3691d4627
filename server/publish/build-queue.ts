import type { Selectable } from "kysely";
import type { Database } from "#server/db/database.ts";
import type { SiteBuildsTable } from "#server/db/schema.ts";

export type SiteBuild = Selectable<SiteBuildsTable>;
export type BuildKind = SiteBuildsTable["kind"];

/**
 * The queue of site builds, in the database every instance and the daily
 * rebuild's command share: it survives a restart, and a partial unique index
 * lets at most one row be `building`, so two processes never build at once
 * (docs/decisions/105-publishing-builds-and-switches.md).
 */
export function buildQueue({ db }: Pick<Database, "db">, now: () => Date = () => new Date()) {
  const stamp = () => now().toISOString();

  return {
    async enqueue(entry: {
      kind: BuildKind;
      requestedBy: string | null;
      contentCommit?: string | null;
      release?: string | null;
      message?: string | null;
    }): Promise<number> {
      const row = await db
        .insertInto("site_builds")
        .values({
          kind: entry.kind,
          status: "queued",
          requested_by: entry.requestedBy,
          requested_at: stamp(),
          content_commit: entry.contentCommit ?? null,
          release: entry.release ?? null,
          message: entry.message ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /**
     * Takes the oldest queued build if none is building; null when there is
     * nothing to do or another process holds the one building slot.
     */
    async claim(): Promise<SiteBuild | null> {
      const next = await db
        .selectFrom("site_builds")
        .select("id")
        .where("status", "=", "queued")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      try {
        const claimed = await db
          .updateTable("site_builds")
          .set({ status: "building", started_at: stamp(), heartbeat_at: stamp(), step: "starting" })
          .where("id", "=", next.id)
          .where("status", "=", "queued")
          .returningAll()
          .executeTakeFirst();
        return claimed ? { ...claimed, id: Number(claimed.id) } : null;
      } catch (error) {
        // The one-building index refused: another process is building.
        if (/unique|duplicate/i.test(String((error as Error).message))) return null;
        throw error;
      }
    },

    async setStep(id: number, step: string): Promise<void> {
      await db
        .updateTable("site_builds")
        .set({ step, heartbeat_at: stamp() })
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
        step?: string | null;
        message: string;
        release?: string | null;
      },
    ): Promise<void> {
      await db
        .updateTable("site_builds")
        .set({
          status: result.status,
          step: result.step ?? null,
          message: result.message,
          finished_at: stamp(),
          ...(result.release ? { release: result.release } : {}),
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
      return row ? { ...row, id: Number(row.id) } : undefined;
    },

    /** Newest first: what the staff page shows. */
    async recent(limit: number): Promise<SiteBuild[]> {
      const rows = await db
        .selectFrom("site_builds")
        .selectAll()
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}

export type BuildQueue = ReturnType<typeof buildQueue>;
