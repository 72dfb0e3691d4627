import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createDatabase } from "#server/db/database.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { startServerProcess } from "../scripts/server-process.ts";

const directory = mkdtempSync(join(tmpdir(), "durability-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

test("every signup acknowledged before a kill -9 is in the database after a restart", async () => {
  const env = {
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: "",
    SITE_DIR: directory,
    RATE_LIMIT_MAX: "1000000",
  };
  const server = await startServerProcess(env);
  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  async function sender(worker: number) {
    while (!stop) {
      const email = `w${worker}-${sent++}@durability.example`;
      try {
        const response = await fetch(`${server.url}/api/mailing-list`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json: { email, sheet: "Mailing List" } }),
        });
        if (response.status === 201) acknowledged.push(email);
      } catch {
        return; // the server is gone
      }
    }
  }
  const senders = Array.from({ length: 16 }, (_, worker) => sender(worker));
  while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
  server.child.kill("SIGKILL");
  stop = true;
  await Promise.all(senders);

  const restarted = await startServerProcess(env);
  await restarted.stop();
  const database = await createDatabase({ SQLITE_PATH: env.SQLITE_PATH });
  const stored = new Set(
    (await leadsRepository(database).listLeads("mailing")).map((row) => row.email),
  );
  await database.close();
  const missing = acknowledged.filter((email) => !stored.has(email));
  expect(acknowledged.length).toBeGreaterThanOrEqual(300);
  expect(missing).toEqual([]);
}, 60_000);
