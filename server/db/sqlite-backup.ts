import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { mergeSearchIndexes } from "#server/db/erased-traces.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/**
 * The live rows of the SQLite database, as of one moment, while other
 * connections go on writing. VACUUM INTO copies no free page (issue 31, item
 * 9: the online backup copied them, and an erased address with them); the
 * copy's search indexes are then merged, so none keeps the words of a row
 * deleted since the last cleanup (server/db/erased-traces.ts).
 */
export async function snapshotSqlite(path: string, target: string) {
  const source = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    source.prepare("vacuum into ?").run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  copy.pragma("secure_delete = ON");
  const db = new Kysely<LeadsDatabase>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    await mergeSearchIndexes(db);
    await sql`vacuum`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** The same online backup, the other way: it replaces every page of the target. */
export async function restoreSqlite(source: string, target: string) {
  const copy = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await copy.backup(target);
  } finally {
    copy.close();
  }
}
