import type { Database, DatabaseSettings } from "#server/db/database.ts";
import { isMissingTable, withUnmigratedDatabase } from "#server/db/unmigrated-database.ts";

/** How often a running instance of the service says so. */
export const heartbeatIntervalMs = 5_000;

/**
 * An instance not heard from for this long (three beats missed, on a busy
 * machine) is taken as stopped: one killed without a clean shutdown, whose
 * row stays behind.
 */
export const instanceStaleMs = 20_000;

export type ServiceInstance = { id: string; host: string; pid: number; started_at: string };
export type SeenInstance = ServiceInstance & { seen_at: string };

/**
 * Which instances of the service use this database (issue 31, item 17: a
 * restore replaced the data under running instances, and every lead they
 * acknowledged since the backup was lost). Each instance beats every few
 * seconds and leaves on a clean shutdown; the restore refuses while any
 * beat is recent (docs/decisions/152-restore-refuses-running-instances.md).
 */
export function serviceInstances({ db }: Pick<Database, "db">) {
  return {
    async beat(instance: ServiceInstance, at: Date): Promise<void> {
      await db
        .insertInto("service_instances")
        .values({ ...instance, seen_at: at.toISOString() })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ seen_at: at.toISOString() }))
        .execute();
    },

    async leave(id: string): Promise<void> {
      await db.deleteFrom("service_instances").where("id", "=", id).execute();
    },

    /** The instances heard from after `since`. */
    async seenSince(since: Date): Promise<SeenInstance[]> {
      const rows = await db
        .selectFrom("service_instances")
        .selectAll()
        .where("seen_at", ">", since.toISOString())
        .orderBy("started_at")
        .execute();
      return rows.map((row) => ({ ...row, pid: Number(row.pid) }));
    },

    /** Forgets the instances not heard from after `before` (a restored backup's, or killed ones). */
    async forgetSilent(before: Date): Promise<void> {
      await db
        .deleteFrom("service_instances")
        .where("seen_at", "<=", before.toISOString())
        .execute();
    },
  };
}

/** The instances using the database the settings name, heard from within `instanceStaleMs` of `now`. */
export async function runningInstances(
  settings: DatabaseSettings,
  now = new Date(),
): Promise<SeenInstance[]> {
  const since = new Date(now.getTime() - instanceStaleMs);
  const seen = await withUnmigratedDatabase(settings, (db) =>
    serviceInstances({ db })
      .seenSince(since)
      .catch((error: unknown) => {
        if (isMissingTable(error)) return [];
        throw error;
      }),
  );
  return seen ?? [];
}

/**
 * Right after a restore that began at `startedAt`: the restored rows describe
 * the instances of the backup's time, which are not running now, so they
 * go; an instance heard from since the restore began started during it and
 * may have written into the restored data, so it is returned.
 */
export async function instancesSinceRestore(
  settings: DatabaseSettings,
  startedAt: Date,
): Promise<SeenInstance[]> {
  const seen = await withUnmigratedDatabase(settings, async (db) => {
    const instances = serviceInstances({ db });
    try {
      const since = await instances.seenSince(startedAt);
      await instances.forgetSilent(startedAt);
      return since;
    } catch (error) {
      // A backup of a release before the heartbeat has no such table.
      if (isMissingTable(error)) return [];
      throw error;
    }
  });
  return seen ?? [];
}
