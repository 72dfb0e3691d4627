import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** The tables that held a person's address, name or phone at the time of this migration. */
const personalTables = [
  "mailing_list_signups",
  "contact_messages",
  "brochure_requests",
  "talent_applications",
  "hiring_requests",
  "outbox_messages",
  "mail_recipient_caps",
  "staff_audit_log",
];

/**
 * Issue 31, item 9: deleted rows stayed readable in the database files.
 * `trace_cleanups` lists the tables whose deleted rows still have to be
 * wiped (docs/decisions/150-erasure-leaves-no-trace.md): a deletion notes
 * them in its own transaction, and the cleanup clears a note only once done.
 *
 * What was deleted before this release is still in the files, so it is
 * cleaned once here: on SQLite (whose connections delete securely from now
 * on) every FTS5 index is merged without its deleted rows and the file is
 * rewritten without free space; on PostgreSQL, whose VACUUM FULL cannot run
 * in a migration's transaction, every table is noted for the first cleanup.
 */
export const erasedRowTraces = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const table = db.schema.createTable("trace_cleanups");
    await (dialect === "postgres"
      ? table.addColumn("id", "integer", (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        )
      : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    )
      .addColumn("table_name", "text", (column) => column.notNull())
      .addColumn("noted_at", "text", (column) => column.notNull())
      .execute();
    if (dialect === "postgres") {
      const at = new Date().toISOString();
      await db
        .insertInto("trace_cleanups")
        .values(personalTables.map((name) => ({ table_name: name, noted_at: at })))
        .execute();
      return;
    }
    const { rows } = await sql<{ name: string }>`select name from sqlite_schema
      where type = 'table' and sql like 'create virtual table%using fts5%'`.execute(db);
    for (const { name } of rows) {
      await sql`insert into ${sql.table(name)}(${sql.ref(name)}) values ('optimize')`.execute(db);
    }
    // Kysely runs SQLite's migrations outside a transaction, where VACUUM may run.
    await sql`vacuum`.execute(db);
  },
});
