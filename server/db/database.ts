import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { type CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider, type SqlDialect } from "#server/db/migrations/index.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";
import { createSqliteWriteBatcher } from "#server/db/sqlite-write-batcher.ts";

export type Database = {
  db: Kysely<LeadsDatabase>;
  dialect: SqlDialect;
  /** Runs the queries of one lead atomically; resolves once they are durable. */
  writeAtomically: (queries: readonly CompiledQuery[]) => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseSettings = { SQLITE_PATH: string; DATABASE_URL?: string | undefined };

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. The
 * SQLite settings make a reply of 2xx mean the row is on disk: WAL with
 * synchronous=FULL fsyncs each commit.
 */
export async function createDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.DATABASE_URL) {
    const db = new Kysely<LeadsDatabase>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: settings.DATABASE_URL, max: 10 }),
      }),
    });
    await migrate(db, "postgres");
    return {
      db,
      dialect: "postgres",
      writeAtomically: (queries) =>
        db.transaction().execute(async (trx) => {
          for (const query of queries) await trx.executeQuery(query);
        }),
      close: () => db.destroy(),
    };
  }
  const sqlite = openSqlite(settings.SQLITE_PATH);
  const db = new Kysely<LeadsDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db, "sqlite");
  const batcher = createSqliteWriteBatcher(sqlite, db as Kysely<unknown>);
  return {
    db,
    dialect: "sqlite",
    writeAtomically: batcher.write,
    async close() {
      await batcher.drain();
      await db.destroy();
    },
  };
}

async function migrate(db: Kysely<LeadsDatabase>, dialect: SqlDialect): Promise<void> {
  const { error } = await new Migrator({
    db,
    provider: migrationProvider(dialect),
  }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
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
