import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 34: the programmes' waitlists (docs/decisions/205-waitlists-told-once.md).
 * One place per address and programme, decided by the unique pair; and one
 * row per place and call it was told about, written in the transaction that
 * queues the mail, so two instances, a repeated publish or a restart can
 * never mail a place twice about one call.
 */
export const waitlists = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const table = db.schema.createTable("waitlist_entries");
    await (dialect === "postgres"
      ? table.addColumn("id", "integer", (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        )
      : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    )
      .addColumn("programme", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("child_age", "integer")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addUniqueConstraint("waitlist_entries_programme_email", ["programme", "email"])
      .execute();
    await db.schema
      .createIndex("waitlist_entries_email")
      .on("waitlist_entries")
      .column("email")
      .execute();
    await db.schema
      .createTable("waitlist_notices")
      .addColumn("entry_id", "integer", (column) =>
        column.notNull().references("waitlist_entries.id").onDelete("cascade"),
      )
      .addColumn("call", "text", (column) => column.notNull())
      .addColumn("queued_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("waitlist_notices_entry_call", ["entry_id", "call"])
      .execute();
  },
});
