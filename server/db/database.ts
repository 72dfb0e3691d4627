import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider, type SqlDialect } from "./migrations.ts";
import type { LeadsDatabase } from "./schema.ts";

export type Database = {
  db: Kysely<LeadsDatabase>;
  dialect: SqlDialect;
  close: () => Promise<void>;
};

export type DatabaseSettings = { SQLITE_PATH: string; DATABASE_URL?: string | undefined };

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. The
 * SQLite settings make a reply of 2xx mean the row is on disk: WAL with
 * synchronous=FULL fsyncs each commit.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const dialect: SqlDialect = settings.DATABASE_URL ? "postgres" : "sqlite";
  const db =
    dialect === "postgres"
      ? new Kysely<LeadsDatabase>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: settings.DATABASE_URL, max: 10 }),
          }),
        })
      : new Kysely<LeadsDatabase>({
          dialect: new SqliteDialect({ database: openSqlite(settings.SQLITE_PATH) }),
        });

  const { error } = await new Migrator({
    db,
    provider: migrationProvider(dialect),
  }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dialect, close: () => db.destroy() };
}

function openSqlite(path: string): SQLite.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return database;
}
