import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyServerOptions } from "fastify";
import { buildApp } from "#server/app.ts";
import { createDatabase, type Database } from "#server/db/database.ts";
import { parseServerEnv, type ServerConfig } from "#server/env.ts";
import { erasePerson } from "#server/erasure/erase-person.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { migratedPostgres, migratedSqlite } from "#tests/support/migrated-template.ts";

/** The databases the storage tests run on: SQLite always, PostgreSQL when DATABASE_URL points to one. */
export const testDatabases: ("sqlite" | "postgres")[] = process.env.DATABASE_URL?.startsWith(
  "postgres",
)
  ? ["sqlite", "postgres"]
  : ["sqlite"];

export type TestApp = Awaited<ReturnType<typeof buildApp>> & {
  config: ServerConfig;
  database: Database;
  /** A person's erasure as the staff, the CLI and a restore run it (server/erasure/erase-person.ts). */
  erasePerson: (email: string) => Promise<Record<string, number>>;
  cleanup: () => Promise<void>;
};

/** Builds the app on a temporary site folder and database, with a silent logger unless given one. */
export async function createTestApp(
  env: Record<string, string> = {},
  kind: "sqlite" | "postgres" = "sqlite",
  logger: FastifyServerOptions["logger"] = false,
): Promise<TestApp> {
  const directory = mkdtempSync(join(tmpdir(), "leads-test-"));
  const siteDir = join(directory, "site");
  mkdirSync(join(siteDir, "downloads"), { recursive: true });
  writeFileSync(
    join(siteDir, "downloads", "codeville-brochure.pdf"),
    "%PDF-1.7\n% test brochure\n",
  );
  // A database per test app, so parallel test files never see each other's rows.
  // Copies of the run's migrated databases (tests/support/migrated-template.ts).
  const server = process.env.DATABASE_URL as string;
  const postgres =
    kind === "postgres"
      ? await freshPostgresDatabase(server, `leads_t_${Date.now()}`, migratedPostgres(server))
      : null;
  const sqliteTemplate = migratedSqlite();
  if (kind === "sqlite" && sqliteTemplate)
    copyFileSync(sqliteTemplate, join(directory, "leads.db"));
  const config = parseServerEnv({
    SITE_DIR: siteDir,
    SQLITE_PATH: join(directory, "leads.db"),
    UPLOADS_DIR: join(directory, "uploads"),
    DATABASE_URL: postgres?.url ?? "",
    ...env,
  });
  const database: Database = await createDatabase(config);
  const app = await buildApp(config, { logger, database });
  return Object.assign(app, {
    config,
    database,
    erasePerson: (email: string) =>
      erasePerson({ database, uploadsDir: config.UPLOADS_DIR }, email),
    async cleanup() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(directory, { recursive: true, force: true });
    },
  });
}

/**
 * Another instance of the service on the test app's database, with its own
 * connections, as a second machine behind the load balancer would have.
 */
export async function createSecondInstance(first: TestApp) {
  const database = await createDatabase(first.config);
  const app = await buildApp(first.config, { logger: false, database });
  return Object.assign(app, {
    database,
    async cleanup() {
      await app.close();
      await database.close();
    },
  });
}
