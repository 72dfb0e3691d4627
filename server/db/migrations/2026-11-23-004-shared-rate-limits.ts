import type { Kysely, Migration } from "kysely";
import { unloggedOnPostgres } from "#server/db/migrations/2026-11-23-002-mail-limits.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** Rate-limit counts every instance on PostgreSQL shares (docs/decisions/023-several-instances.md). */
export const sharedRateLimits = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("rate_limit_hits")
      .$call(unloggedOnPostgres(dialect))
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("hits", "integer", (column) => column.notNull())
      .addColumn("reset_at", "bigint", (column) => column.notNull())
      .execute();
  },
});
