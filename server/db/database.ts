import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { foldForSearch } from "#schemas/inbox-search.ts";
import {
  type DatabaseErrorDescription,
  databaseErrorDescriber,
} from "#server/db/database-errors.ts";
import type { LeadTransaction, WriteResult } from "#server/db/lead-transaction.ts";
import { renameFormerMigrations } from "#server/db/migrations/former-names.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import type { PreparedStatement } from "#server/db/prepared-statement.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";
import { createSqliteWriteBatcher } from "#server/db/sqlite-write-batcher.ts";

/** Where errors that happen outside any request (a pool's dropped connection) are reported. */
export type DatabaseErrorListener = (description: DatabaseErrorDescription) => void;

export type Database = {
  db: Kysely<LeadsDatabase>;
  dialect: SqlDialect;
  /**
   * Runs the statements of one lead atomically and resolves with the work's
   * value once they are durable. Throwing inside the work undoes all of them.
   */
  writeAtomically: <T>(work: (tx: LeadTransaction) => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL only: runs a statement compiled once
   * (server/db/prepared-statement.ts) on its own, outside any transaction, as
   * a named statement, parsed once per connection. SQLite's hot paths keep
   * their group-committed transactions and have no use for it.
   */
  runPrepared?: RunPrepared;
  /** An error as a log may show it: no user, password, host, port or database name. */
  describeError: (error: unknown) => DatabaseErrorDescription;
  /** Sends background connection errors to a logger (the app's, once it exists). */
  reportErrorsTo: (listener: DatabaseErrorListener) => void;
  close: () => Promise<void>;
};

export type RunPrepared = <Values, Row>(
  statement: PreparedStatement<Values, Row>,
  values: Values,
) => Promise<WriteResult<Row>>;

export type DatabaseSettings = { SQLITE_PATH: string; DATABASE_URL?: string | undefined };

/** How long a request waits for a PostgreSQL connection before it answers 503. */
const connectTimeoutMs = 5_000;

function writeToStderr(description: DatabaseErrorDescription) {
  process.stderr.write(
    `${JSON.stringify({ level: 50, msg: "database connection error", ...description })}\n`,
  );
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. The
 * SQLite settings make a reply of 2xx mean the row is on disk: WAL with
 * synchronous=FULL fsyncs each commit. secure_delete makes a deleted row leave no bytes behind.
 */
export async function createDatabase(settings: DatabaseSettings): Promise<Database> {
  const describeError = databaseErrorDescriber(settings.DATABASE_URL);
  let report: DatabaseErrorListener = writeToStderr;
  const reportErrorsTo = (listener: DatabaseErrorListener) => {
    report = listener;
  };

  if (settings.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: settings.DATABASE_URL,
      max: 10,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // A connection cut by a PostgreSQL restart emits 'error' on its client and,
    // when idle, on the pool; unhandled, either one ends the process (issue 12,
    // item 1). The pool then drops the broken client and the next query
    // connects anew, so writes resume by themselves.
    pool.on("connect", (client) => {
      client.on("error", (error) => report(describeError(error)));
    });
    pool.on("error", () => {
      // Already reported by the client's own listener above.
    });
    const db = new Kysely<LeadsDatabase>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db, "postgres");
    return {
      db,
      dialect: "postgres",
      async runPrepared(statement, values) {
        const result = await pool.query({
          name: statement.name,
          text: statement.text,
          values: statement.bind(values),
        });
        return { rows: result.rows, changes: result.rowCount ?? result.rows.length };
      },
      writeAtomically: (work) =>
        db.transaction().execute((trx) =>
          work({
            async run(query) {
              const result = await trx.executeQuery(query);
              const changes = result.numAffectedRows ?? BigInt(result.rows.length);
              return { rows: [...result.rows], changes: Number(changes) };
            },
          }),
        ),
      describeError,
      reportErrorsTo,
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

    describeError,
    reportErrorsTo,
    async close() {
      await batcher.drain();
      await db.destroy();
    },
  };
}

async function migrate(db: Kysely<LeadsDatabase>, dialect: SqlDialect): Promise<void> {
  await renameFormerMigrations(db as Kysely<unknown>);
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
  // A deleted row's bytes are overwritten with zeros, not left in free space
  // (issue 31, item 9; docs/decisions/150-erasure-leaves-no-trace.md).
  database.pragma("secure_delete = ON");
  // The inbox search's row check (server/db/inbox-search.ts): SQLite has no Unicode folding of its own.
  database.function("inbox_fold", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? foldForSearch(text) : text,
  );
  return database;
}
