import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseSettings } from "#server/db/database.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/** A table that is not there yet: a database never migrated, or one of an older release. */
export function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : "";
  return code === "42P01" || /no such table/.test(message);
}

function openExisting(path: string): SQLite.Database {
  const database = new SQLite(path, { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  database.pragma("secure_delete = ON");
  return database;
}

/**
 * Opens the database the settings name without migrating it, as the restore
 * must (it may be empty, or about to be replaced), runs `work`, closes it.
 * Nothing to open (no SQLite file yet) is null.
 */
export async function withUnmigratedDatabase<T>(
  settings: DatabaseSettings,
  work: (db: Kysely<LeadsDatabase>) => Promise<T>,
): Promise<T | null> {
  if (!settings.DATABASE_URL && !existsSync(settings.SQLITE_PATH)) return null;
  const db = new Kysely<LeadsDatabase>({
    dialect: settings.DATABASE_URL
      ? new PostgresDialect({
          pool: new pg.Pool({ connectionString: settings.DATABASE_URL, max: 1 }),
        })
      : new SqliteDialect({ database: openExisting(settings.SQLITE_PATH) }),
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
