import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "#server/db/database.ts";
import { leadQueries } from "#server/db/lead-queries.ts";

/**
 * For tests that run the service as a real process (kill -9, SIGTERM): its
 * environment in a temporary folder, a signup as a visitor sends it, and the
 * signups that reached the database.
 */
export function processTestEnv(prefix: string) {
  const directory = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    env: {
      SQLITE_PATH: join(directory, "leads.db"),
      DATABASE_URL: "",
      SITE_DIR: directory,
      RATE_LIMIT_MAX: "1000000",
      MAIL_HOURLY_BUDGET: "1000000",
    },
    cleanup: () => rmSync(directory, { recursive: true, force: true }),
  };
}

/** The status of one signup, or 0 when the server never answered. */
export function postSignup(serverUrl: string, email: string): Promise<number> {
  return fetch(`${serverUrl}/api/mailing-list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { email, sheet: "Mailing List" } }),
  }).then(
    (response) => response.status,
    () => 0,
  );
}

export async function storedSignupEmails(sqlitePath: string): Promise<Set<string>> {
  const database = await createDatabase({ SQLITE_PATH: sqlitePath });
  try {
    return new Set(
      (await leadQueries(database).listLeads("mailing")).map((row) => String(row.email)),
    );
  } finally {
    await database.close();
  }
}
