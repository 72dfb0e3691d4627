import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import {
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  Kysely as KyselyDatabase,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { createDatabase, type DatabaseSettings } from "#server/db/database.ts";
import { formerMigrationNames, migrationProvider } from "#server/db/migrations/index.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { testDatabases } from "#tests/support/test-app.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type MigrationRecords = { [DEFAULT_MIGRATION_TABLE]: { name: string; timestamp: string } };

/** A database of the kind, its settings and a connection that does not migrate it. */
async function emptyDatabase(
  kind: SqlDialect,
): Promise<{ settings: DatabaseSettings; db: Kysely<MigrationRecords> }> {
  if (kind === "postgres") {
    const postgres = await freshPostgresDatabase(process.env.DATABASE_URL as string, "renamed");
    cleanups.push(postgres.drop);
    const db = new KyselyDatabase<MigrationRecords>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
    });
    cleanups.push(() => db.destroy());
    return { settings: { SQLITE_PATH: ":memory:", DATABASE_URL: postgres.url }, db };
  }
  const directory = mkdtempSync(join(tmpdir(), "renamed-"));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  const path = join(directory, "leads.db");
  const db = new KyselyDatabase<MigrationRecords>({
    dialect: new SqliteDialect({ database: new SQLite(path) }),
  });
  cleanups.push(() => db.destroy());
  return { settings: { SQLITE_PATH: path }, db };
}

/** The migrations as a release before the naming rule listed them: under their former names. */
function providerUnderFormerNames(kind: SqlDialect): MigrationProvider {
  const formerOf = new Map(Object.entries(formerMigrationNames).map(([f, now]) => [now, f]));
  return {
    async getMigrations() {
      const migrations = await migrationProvider(kind).getMigrations();
      return Object.fromEntries(
        Object.entries(migrations).map(([name, migration]): [string, Migration] => [
          formerOf.get(name) ?? name,
          migration,
        ]),
      );
    },
  };
}

const records = (db: Kysely<MigrationRecords>) =>
  db.selectFrom(DEFAULT_MIGRATION_TABLE).select(["name", "timestamp"]).orderBy("name").execute();

describe.each(testDatabases)("a database migrated under the former names, on %s", (kind) => {
  test("starts: its records take the new names, nothing it ran runs again, and the rest runs", async () => {
    const { settings, db } = await emptyDatabase(kind);
    const before = await new Migrator({
      db,
      provider: providerUnderFormerNames(kind),
    }).migrateTo("2026-11-26-e-search-index-no-pending-list");
    expect(before.error).toBeUndefined();
    const ran = await records(db);
    expect(ran.map(({ name }) => name)).toContain("2026-11-25-101-signup-nonce");

    const database = await createDatabase(settings);
    await database.close();

    const after = await records(db);
    expect(after.map(({ name }) => name)).toEqual(
      Object.keys(await migrationProvider(kind).getMigrations()),
    );
    for (const { name, timestamp } of ran) {
      const now = formerMigrationNames[name] ?? name;
      expect(after.find((record) => record.name === now)?.timestamp, name).toEqual(timestamp);
    }
  });

  test("a fresh database migrates under the new names, and a second start changes nothing", async () => {
    const { settings, db } = await emptyDatabase(kind);
    await (await createDatabase(settings)).close();
    const first = await records(db);
    await (await createDatabase(settings)).close();
    expect(await records(db)).toEqual(first);
    expect(first.map(({ name }) => name)).toEqual(
      Object.keys(await migrationProvider(kind).getMigrations()),
    );
  });
});
