import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildApp } from "#server/app.ts";
import { createDatabase } from "#server/db/database.ts";
import { parseServerEnv } from "#server/env.ts";

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
});

test("with the database gone /readyz still answers 200, for pages need none, and /healthz/database says 503", async () => {
  directory = mkdtempSync(join(tmpdir(), "health-"));
  const config = parseServerEnv({ SQLITE_PATH: join(directory, "leads.db"), SITE_DIR: directory });
  const database = await createDatabase(config);
  const app = await buildApp(config, { logger: false, database, serveSite: false });
  expect((await app.inject({ method: "GET", url: "/healthz/database" })).json()).toEqual({
    status: "ok",
  });

  await database.close();
  const ready = await app.inject({ method: "GET", url: "/readyz" });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: "ok" });
  const databaseHealth = await app.inject({ method: "GET", url: "/healthz/database" });
  expect(databaseHealth.statusCode).toBe(503);
  expect(databaseHealth.json()).toEqual({ status: "unavailable" });
  const live = await app.inject({ method: "GET", url: "/healthz" });
  expect(live.json()).toEqual({ status: "ok" });
  await app.close();
});

test("once draining, /readyz answers 503 while pages and writes are still served", async () => {
  directory = mkdtempSync(join(tmpdir(), "health-"));
  const config = parseServerEnv({ SQLITE_PATH: join(directory, "leads.db"), SITE_DIR: directory });
  const database = await createDatabase(config);
  const app = await buildApp(config, { logger: false, database, serveSite: false });
  app.drain();
  const ready = await app.inject({ method: "GET", url: "/readyz" });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: "draining" });
  const write = await app.inject({
    method: "POST",
    url: "/api/mailing-list",
    payload: { json: { email: "ada@example.com", sheet: "Mailing List" } },
  });
  expect(write.statusCode).toBe(201);
  await app.close();
  await database.close();
});

test("a write while the database is gone gets 503 with Retry-After and leaks nothing", async () => {
  directory = mkdtempSync(join(tmpdir(), "health-"));
  const config = parseServerEnv({ SQLITE_PATH: join(directory, "leads.db"), SITE_DIR: directory });
  const database = await createDatabase(config);
  const app = await buildApp(config, { logger: false, database, serveSite: false });
  await database.close();
  const response = await app.inject({
    method: "POST",
    url: "/api/mailing-list",
    payload: { json: { email: "ada@example.com", sheet: "Mailing List" } },
  });
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    error: "Service Unavailable",
    message: "The service is briefly unavailable; please try again shortly",
  });
  expect(response.body).not.toMatch(/sqlite|kysely|destroy|ada@/i);
  await app.close();
});
