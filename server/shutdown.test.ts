import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createDatabase } from "#server/db/database.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { startServerProcess } from "../scripts/server-process.ts";

const directory = mkdtempSync(join(tmpdir(), "shutdown-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

test("SIGTERM lets in-flight requests finish, closes the database and exits 0", async () => {
  const env = {
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: "",
    SITE_DIR: directory,
    RATE_LIMIT_MAX: "1000000",
  };
  const server = await startServerProcess(env);
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
  const emails = Array.from({ length: 100 }, (_, index) => `drain-${index}@shutdown.example`);
  const answers = emails.map((email) =>
    fetch(`${server.url}/api/mailing-list`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { email, sheet: "Mailing List" } }),
    }).then(
      (response) => response.status,
      () => 0, // refused after the listener closed: never acknowledged
    ),
  );
  await answers[0];
  server.child.kill("SIGTERM");
  const statuses = await Promise.all(answers);
  expect(await exited).toBe(0);

  // Each answer is a success, the 503 of a closing server, or no answer at all.
  expect(statuses.filter((status) => ![201, 503, 0].includes(status))).toEqual([]);
  const database = await createDatabase({ SQLITE_PATH: env.SQLITE_PATH });
  const stored = new Set(
    (await leadsRepository(database).listLeads("mailing")).map((row) => row.email),
  );
  await database.close();
  const acknowledged = emails.filter((_, index) => statuses[index] === 201);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
}, 30_000);
