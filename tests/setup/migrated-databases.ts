import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "#server/db/database.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { offerMigratedTemplates } from "#tests/support/migrated-template.ts";

/**
 * Migrates one database of each kind for Vitest's whole run, which each test
 * app copies (tests/support/test-app.ts): migrating anew took one to three
 * seconds of every test. The app still runs the migrator on its copy, which
 * finds every migration applied.
 */
export default async function migrateOnce() {
  const directory = mkdtempSync(join(tmpdir(), "leads-migrated-"));
  const sqlitePath = join(directory, "leads.db");
  // Closing checkpoints the write-ahead log into the file: the file alone is the database.
  await (await createDatabase({ SQLITE_PATH: sqlitePath, DATABASE_URL: "" })).close();
  const baseUrl = process.env.DATABASE_URL;
  const postgres = baseUrl?.startsWith("postgres")
    ? await freshPostgresDatabase(baseUrl, "leads_migrated")
    : null;
  if (postgres) {
    await (await createDatabase({ SQLITE_PATH: "", DATABASE_URL: postgres.url })).close();
  }
  // The test processes start after this and inherit the environment.
  offerMigratedTemplates(
    sqlitePath,
    baseUrl && postgres ? { server: baseUrl, name: postgres.name } : null,
  );
  return async () => {
    await postgres?.drop();
    rmSync(directory, { recursive: true, force: true });
  };
}
