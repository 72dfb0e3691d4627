import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { LeadsDatabase } from "#server/db/schema.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";

/**
 * An empty database of the kind, opened without migrating it, for a test
 * that migrates it step by step (to write rows as an earlier release did);
 * `remove` closes it and deletes it.
 */
export async function unmigratedTestDatabase(
  kind: SqlDialect,
): Promise<{ db: Kysely<LeadsDatabase>; remove: () => Promise<void> }> {
  if (kind === "postgres") {
    const postgres = await freshPostgresDatabase(process.env.DATABASE_URL as string, "migration");
    const db = new Kysely<LeadsDatabase>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
    });
    return {
      db,
      async remove() {
        await db.destroy();
        await postgres.drop();
      },
    };
  }
  const directory = mkdtempSync(join(tmpdir(), "migration-"));
  const db = new Kysely<LeadsDatabase>({
    dialect: new SqliteDialect({ database: new SQLite(join(directory, "leads.db")) }),
  });
  return {
    db,
    async remove() {
      await db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
