import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 31, item 17: the running instances of the service, each heard from
 * every few seconds, so that a restore refuses to replace the data under them
 * (docs/decisions/152-restore-refuses-running-instances.md).
 */
export const serviceInstances: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("service_instances")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("host", "text", (column) => column.notNull())
      .addColumn("pid", "integer", (column) => column.notNull())
      .addColumn("started_at", "text", (column) => column.notNull())
      .addColumn("seen_at", "text", (column) => column.notNull())
      .execute();
  },
};
