import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Decision 241. An erasure deleted the staff's notes on an application and
 * its stage history without noting those tables for the rewrite, so on
 * PostgreSQL their deleted rows are still in the files: both are noted
 * once here for the first cleanup (decision 150; SQLite deletes securely).
 *
 * A waitlist place left is kept as a note (`left_at`, without name or age),
 * so a form post alone cannot take it again and mail the address.
 */
export const admissionDataBounded = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable("waitlist_entries").addColumn("left_at", "text").execute();
    if (dialect !== "postgres") return;
    const at = new Date().toISOString();
    await db
      .insertInto("trace_cleanups")
      .values(
        ["admission_notes", "admission_stage_changes"].map((name) => ({
          table_name: name,
          noted_at: at,
        })),
      )
      .execute();
  },
});
