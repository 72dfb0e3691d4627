/**
 * Where Vitest's global setup (tests/setup/migrated-databases.ts) left a
 * database with every migration applied, for a test app to copy rather than
 * migrate its own. Passed in the environment, which the test processes
 * inherit; other runners (Playwright) have none, and their apps migrate.
 */
const sqliteVariable = "LEADS_TEST_MIGRATED_SQLITE";
const postgresVariable = "LEADS_TEST_MIGRATED_POSTGRES";

export function offerMigratedTemplates(sqlitePath: string, postgres: PostgresTemplate | null) {
  process.env[sqliteVariable] = sqlitePath;
  if (postgres) process.env[postgresVariable] = JSON.stringify(postgres);
}

/** A migrated PostgreSQL database (`name`), a template on the server `server` (a DATABASE_URL). */
export type PostgresTemplate = { server: string; name: string };

/** The migrated SQLite file to copy, if the run made one. */
export function migratedSqlite(): string | undefined {
  return process.env[sqliteVariable] || undefined;
}

/** The migrated template on `server`, if the run made one there: a test's own server has none. */
export function migratedPostgres(server: string): string | undefined {
  const offered = process.env[postgresVariable];
  if (!offered) return undefined;
  const template = JSON.parse(offered) as PostgresTemplate;
  return template.server === server ? template.name : undefined;
}
