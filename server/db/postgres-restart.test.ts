import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildApp } from "#server/app.ts";
import {
  type PrivatePostgres,
  postgresBinDir,
  startPrivatePostgres,
} from "#server/db/private-postgres.ts";
import { parseServerEnv } from "#server/env.ts";
import { createContact, createSignup } from "#tests/lead-request-factories.ts";

const hasPostgres = postgresBinDir() !== null;
const role = "hub_writer_role";
const databaseName = "leads_restart_db";
const password = "s3cret-restart-pw";

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

async function until<T>(attempt: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await attempt();
    if (done(value) || tries >= 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.skipIf(!hasPostgres)(
  `across a PostgreSQL restart the service stays up: pages served, writes 503 with Retry-After and nothing half-stored, /readyz 503, writes resume by themselves, logs without credentials${
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
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
      const page = await app.inject({ method: "GET", url: "/" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<p>Hub</p>");

      await server.start();
      const after = await until(
        () => signup("after@example.com"),
        (response) => response.statusCode === 201,
      );
      expect(after.statusCode).toBe(201);
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      expect((await app.leads.listLeads("mailing")).map((row) => row.email).sort()).toEqual([
        "after@example.com",
        "before@example.com",
      ]);
      expect(await app.leads.countLeads("contact")).toBe(0);
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
