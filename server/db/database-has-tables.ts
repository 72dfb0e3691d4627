import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import pg from "pg";

/**
 * Whether a database already holds tables, asked before a restore writes
 * over it; the service's own pool is not open then, so each asks its driver.
 */
export async function postgresHasTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    return (result.rows[0] as { tables: number }).tables > 0;
  } finally {
    await client.end();
  }
}

export function sqliteHasTables(path: string) {
  if (!existsSync(path)) return false;
  const database = new SQLite(path, { readonly: true });
  try {
    const row = database
      .prepare("select count(*) as tables from sqlite_master where type = 'table'")
      .get() as { tables: number };
    return row.tables > 0;
  } finally {
    database.close();
  }
}
