import { type Kysely, sql } from "kysely";
import type { Database } from "#server/db/database.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/**
 * Every table that holds, or has held, a person's address, name, phone or
 * words: the leads, the notes and mails about them, the per-address mail
 * caps, and the staff audit log (whose older entries quoted searches). A new table of
 * such data belongs here, or its deleted rows stay in PostgreSQL's files.
 */
export const personalTables = [
  "mailing_list_signups",
  "contact_messages",
  "brochure_requests",
  "talent_applications",
  "hiring_requests",
  "admission_applications",
  "admission_notes",
  "admission_stage_changes",
  "waitlist_entries",
  "outbox_messages",
  "mail_recipient_caps",
  "staff_audit_log",
  "lead_notes",
] as const satisfies readonly (keyof LeadsDatabase)[];
export type PersonalTable = (typeof personalTables)[number];

/** The cleanup could not finish; its notes stay, and the next cleanup does it. */
export class TracesRemain extends Error {}

/** How long a PostgreSQL table rewrite waits for its lock before it gives up until the next try. */
const rewriteLockTimeout = "5s";

/**
 * In the transaction that deletes a person's rows: the tables whose deleted
 * rows must then be wiped from the files. Noted with the deletion, so a
 * process that stops before the cleanup leaves the work to the next one.
 */
export async function noteDeletedRows(
  db: Kysely<LeadsDatabase>,
  tables: readonly PersonalTable[],
): Promise<void> {
  if (tables.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto("trace_cleanups")
    .values(tables.map((table) => ({ table_name: table, noted_at: at })))
    .execute();
}

/**
 * SQLite: merges every FTS5 index into one segment. A deleted row's words
 * stay in an index's older segments (a contentless one keeps only a
 * tombstone) until a merge drops them; whatever the tokenizer, the merge
 * leaves none, and secure_delete zeroes the pages it frees.
 */
export async function mergeSearchIndexes(db: Kysely<LeadsDatabase>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_schema
    where type = 'table' and sql like 'create virtual table%using fts5%'`.execute(db);
  for (const { name } of rows) {
    await sql`insert into ${sql.table(name)}(${sql.ref(name)}) values ('optimize')`.execute(db);
  }
}

/**
 * Deleting a row leaves its bytes behind (issue 31, item 9): SQLite's old
 * pages in the WAL and, before secure_delete, in free space; its search
 * index's old segments; PostgreSQL's dead tuples and index entries, which a
 * plain VACUUM frees but does not overwrite
 * (docs/decisions/150-erasure-leaves-no-trace.md).
 */
export function erasedTraces({ db, dialect }: Pick<Database, "db" | "dialect">) {
  async function wipeSqlite() {
    await mergeSearchIndexes(db);
    // The WAL still holds every page as it was before; TRUNCATE empties it.
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (rows[0]?.busy) {
      throw new TracesRemain("a reader kept the write-ahead log from being emptied");
    }
  }

  async function wipePostgres(tables: readonly string[]) {
    await db.connection().execute(async (connection) => {
      await sql`set lock_timeout = ${sql.lit(rewriteLockTimeout)}`.execute(connection);
      try {
        // VACUUM FULL writes each table and its indexes anew and drops the old
        // files; it cannot run in a transaction, so each is a statement of its own.
        for (const table of tables) {
          await sql`vacuum full ${sql.table(table)}`.execute(connection);
        }
      } catch (error) {
        throw new TracesRemain(
          `could not rewrite the tables yet (${(error as { code?: string }).code ?? "error"})`,
          { cause: error },
        );
      } finally {
        await sql`reset lock_timeout`.execute(connection);
      }
    });
  }

  return {
    /**
     * Wipes the traces of the rows deleted since the last cleanup, and
     * returns the tables it cleaned (none when nothing was noted). Throws
     * TracesRemain when it could not finish; the notes then stay.
     */
    async clean(): Promise<PersonalTable[]> {
      const notes = await db.selectFrom("trace_cleanups").select(["id", "table_name"]).execute();
      if (notes.length === 0) return [];
      const noted = new Set(notes.map((note) => note.table_name));
      const tables = personalTables.filter((table) => noted.has(table));
      if (dialect === "postgres") await wipePostgres(tables);
      else await wipeSqlite();
      const last = Math.max(...notes.map((note) => Number(note.id)));
      await db.deleteFrom("trace_cleanups").where("id", "<=", last).execute();
      return tables;
    },
  };
}

export type ErasedTraces = ReturnType<typeof erasedTraces>;
