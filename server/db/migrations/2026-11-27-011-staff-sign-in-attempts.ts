import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 31, item 8 and issue 32, item 16: what the staff sign-in limits
 * count (docs/decisions/148-staff-sign-in-limits.md): one row per code sent
 * and per failed sign-in, under keys of the address and of the account (a
 * keyed digest, never the address typed), for up to a day. Sliding windows
 * of several lengths read the same rows; every instance sees them.
 */
export const staffSignInAttempts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("staff_sign_in_attempts")
      .addColumn("id", "integer", (column) =>
        dialect === "postgres"
          ? column.primaryKey().generatedByDefaultAsIdentity()
          : column.primaryKey().autoIncrement(),
      )
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("staff_sign_in_attempts_key")
      .on("staff_sign_in_attempts")
      .columns(["key", "at"])
      .execute();
    await db.schema
      .createIndex("staff_sign_in_attempts_at")
      .on("staff_sign_in_attempts")
      .column("at")
      .execute();
  },
});
