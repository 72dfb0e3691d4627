import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildApp } from "#server/app.ts";
import { createDatabase } from "#server/db/database.ts";
import { startWriters, storedLeadsWithMail, tallyWrites } from "#server/db/lead-audit.ts";
import { parseServerEnv } from "#server/env.ts";
import { createContact, createSignup } from "#tests/support/lead-request-factories.ts";
import {
  type PrivatePostgres,
  postgresBinDir,
  startPrivatePostgres,
} from "#tests/support/private-postgres.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const hasPostgres = postgresBinDir() !== null;
const role = "hub_writer_role";
const databaseName = "leads_restart_db";
const password = "s3cret-restart-pw";
// A PostgreSQL restart on a busy machine takes seconds; the writers need as long.
const slow = { timeoutMs: 60_000, intervalMs: 50 };

let cluster: PrivatePostgres | undefined;
let directory: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "pg-restart-"));
  if (hasPostgres) cluster = await startPrivatePostgres({ role, database: databaseName });
}, 60_000);
afterAll(async () => {
  await cluster?.destroy();
  rmSync(directory, { recursive: true, force: true });
});

test.skipIf(!hasPostgres)(
  `across a PostgreSQL restart the service stays up: pages served, writes 503 with Retry-After and nothing half-stored, /readyz 200 and /healthz/database 503, writes resume by themselves, logs without credentials${
    hasPostgres ? "" : " (skipped: no PostgreSQL binaries under /usr/lib/postgresql)"
  }`,
  async () => {
    const server = cluster as PrivatePostgres;
    writeFileSync(join(directory, "index.html"), "<!doctype html><title>Hub</title><p>Hub</p>");
    const lines: string[] = [];
    const config = parseServerEnv({
      SITE_DIR: directory,
      SQLITE_PATH: join(directory, "unused.db"),
      DATABASE_URL: server.url(password),
      CONTACT_NOTIFY_TO: "staff@enugutechhub.ng",
    });
    const app = await buildApp(config, {
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    const signup = (email: string) =>
      app.inject({ method: "POST", url: "/api/mailing-list", payload: createSignup({ email }) });
    try {
      expect((await signup("before@example.com")).statusCode).toBe(201);

      await server.stop();
      const during = await signup("during@example.com");
      expect(during.statusCode).toBe(503);
      expect(Number(during.headers["retry-after"])).toBeGreaterThan(0);
      const contact = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: createContact({ email: "during@example.com" }),
      });
      expect(contact.statusCode).toBe(503);
      // Still ready for pages, so a load balancer keeps it; the database's state is its own check.
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/healthz/database" })).statusCode).toBe(503);
      const page = await app.inject({ method: "GET", url: "/" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<p>Hub</p>");

      await server.start();
      await waitFor(
        "a signup accepted once PostgreSQL is back",
        async () => (await signup("after@example.com")).statusCode === 201,
        { timeoutMs: 20_000, intervalMs: 100 },
      );
      expect((await app.inject({ method: "GET", url: "/healthz/database" })).statusCode).toBe(200);
      expect((await app.leadQueries.listLeads("mailing")).map((row) => row.email).sort()).toEqual([
        "after@example.com",
        "before@example.com",
      ]);
      expect(await app.leadQueries.countLeads("contact")).toBe(0);
      // The two stored signups' confirmation mails; none for the refused ones.
      expect(await app.outbox.countByStatus("queued")).toBe(2);
    } finally {
      await app.close();
    }
    const log = lines.join("\n");
    expect(log).toContain("database unavailable");
    for (const secret of [password, role, databaseName, String(server.port)]) {
      expect(log).not.toContain(secret);
    }
  },
  60_000,
);

test.skipIf(!hasPostgres)(
  `under concurrent load across a PostgreSQL restart, every acknowledged signup and contact message is stored with its one mail, none half-stored, and every other answer is 503 with Retry-After${
    hasPostgres ? "" : " (skipped: no PostgreSQL binaries under /usr/lib/postgresql)"
  }`,
  async () => {
    const server = cluster as PrivatePostgres;
    // Rows of its own, apart from the other test's.
    await server.createDatabase("leads_restart_load");
    const config = parseServerEnv({
      SITE_DIR: directory,
      SQLITE_PATH: join(directory, "unused.db"),
      DATABASE_URL: server.url(password, "leads_restart_load"),
      CONTACT_NOTIFY_TO: "staff@enugutechhub.ng",
      RATE_LIMIT_MAX: "1000000",
      MAIL_HOURLY_BUDGET: "1000000",
    });
    const database = await createDatabase(config);
    const app = await buildApp(config, { logger: false, database });
    const marker = "restart-load";
    // Twelve clients at once, more than the pool's ten connections: half sign
    // up, half send contact messages, each with an address of its own.
    let databaseDown = false;
    const sentWhileDown = new Set<string>();
    const writers = startWriters(12, async (client, sequence) => {
      const email = `${marker}-${client}-${sequence}@example.com`;
      if (databaseDown) sentWhileDown.add(email);
      const response = await app.inject(
        client % 2 === 0
          ? { method: "POST", url: "/api/mailing-list", payload: createSignup({ email }) }
          : { method: "POST", url: "/api/contact", payload: createContact({ email }) },
      );
      const retryAfter = response.headers["retry-after"];
      return {
        email,
        status: response.statusCode,
        retryAfter: retryAfter ? String(retryAfter) : null,
      };
    });
    const { outcomes } = writers;
    const answered = (from: number, status: (code: number) => boolean) =>
      outcomes.slice(from).filter((outcome) => status(outcome.status)).length;
    const ok = (code: number) => code >= 200 && code < 300;
    try {
      await waitFor("40 writes acknowledged before the restart", () => answered(0, ok) >= 40, slow);
      // Stopping cuts the writes in flight on the pool's connections.
      await server.stop();
      databaseDown = true;
      const down = outcomes.length;
      await waitFor(
        "12 writes refused while PostgreSQL is down",
        () => answered(down, (code) => code === 503) >= 12,
        slow,
      );
      // Checked before the start: nothing sent to a stopped database was acknowledged.
      expect(
        outcomes.filter((outcome) => sentWhileDown.has(outcome.email) && ok(outcome.status)),
      ).toEqual([]);
      databaseDown = false;
      await server.start();
      const back = outcomes.length;
      await waitFor(
        "40 writes acknowledged after the restart",
        () => answered(back, ok) >= 40,
        slow,
      );
    } finally {
      await writers.stop();
    }
    try {
      const stored = await storedLeadsWithMail(database, marker, true);
      const tally = tallyWrites(outcomes, new Set([...stored.mailing, ...stored.contact]));
      // Every answer is a stored lead or a refusal the client can retry: no 500, no 429.
      expect(tally.other).toBe(0);
      expect(tally.unavailable).toBeGreaterThanOrEqual(12);
      expect(tally.acknowledged).toBeGreaterThanOrEqual(80);
      expect(tally.acknowledgedNotStored).toEqual([]);
      // A lead and its mail are stored together or not at all.
      expect(stored.halfStored).toEqual([]);
      expect(stored.mailing.size).toBeGreaterThan(0);
      expect(stored.contact.size).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  },
  120_000,
);
