import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 22, "Publishing": the queue of site builds (a publish, the daily
 * rebuild, a rollback) in the database every instance shares, so it survives
 * a restart and one build runs at a time across processes: the partial
 * unique index lets at most one row be `building`
 * (docs/decisions/105-publishing-builds-and-switches.md).
 */
export const siteBuilds = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const table = db.schema.createTable("site_builds");
    await (dialect === "postgres"
      ? table.addColumn("id", "integer", (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        )
      : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    )
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("step", "text")
      .addColumn("message", "text")
      .addColumn("requested_by", "text")
      .addColumn("requested_at", "text", (column) => column.notNull())
      .addColumn("started_at", "text")
      // Moved on while a build runs: a row whose builder stopped is found by its stale beat.
      .addColumn("heartbeat_at", "text")
      .addColumn("finished_at", "text")
      .addColumn("content_commit", "text")
      .addColumn("release", "text")
      .execute();
    await db.schema
      .createIndex("site_builds_one_building")
      .on("site_builds")
      .column("status")
      .unique()
      .where(sql.ref("status"), "=", "building")
      .execute();
    await db.schema
      .createIndex("site_builds_status")
      .on("site_builds")
      .columns(["status", "id"])
      .execute();
  },
});
