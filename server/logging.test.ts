import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { expect, test } from "vitest";
import { buildApp } from "#server/app.ts";
import { createDatabase } from "#server/db/database.ts";
import { parseServerEnv } from "#server/env.ts";
import { loggerOptions, scrubPersonalData } from "#server/logging.ts";
import {
  createBrochureRequest,
  createContact,
  createSignup,
} from "#tests/support/lead-request-factories.ts";

/** The service on a fresh SQLite file, its log lines at `level` kept in `lines`. */
async function appLoggingAt(level: string, options: { serveSite?: boolean } = {}) {
  const directory = mkdtempSync(join(tmpdir(), "logging-"));
  const config = parseServerEnv({ SITE_DIR: directory, SQLITE_PATH: join(directory, "leads.db") });
  const database = await createDatabase(config);
  const lines: string[] = [];
  const app = await buildApp(config, {
    database,
    ...options,
    logger: loggerOptions(level, { write: (line: string) => lines.push(line) }),
  });
  return {
    app,
    lines,
    async close() {
      await app.close();
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

test("logs are structured, carry request ids, and never contain an email, a phone or a message", async () => {
  const { app, lines, close } = await appLoggingAt("trace");
  await app.inject({
    method: "POST",
    url: "/api/mailing-list",
    payload: createSignup({ email: "secret.person@example.com" }),
  });
  await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: createContact({
      email: "secret.person@example.com",
      phone: "+2348099990000",
      message: "my private words",
    }),
  });
  await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: createContact({ email: "not-valid-secret" }),
  });
  await app.inject({
    method: "POST",
    url: "/api/v1.0/email/send",
    payload: createBrochureRequest(),
  });
  await close();

  const entries = lines.map((line) => JSON.parse(line) as { reqId?: string });
  expect(entries.filter((entry) => entry.reqId).length).toBeGreaterThanOrEqual(4);
  const all = lines.join("\n");
  for (const secret of [
    "secret.person",
    "2348099990000",
    "my private words",
    "not-valid-secret",
    "parent@example.com",
  ]) {
    expect(all).not.toContain(secret);
  }
});

test("a logged error keeps its message readable while personal fields stay redacted", async () => {
  const { app, lines, close } = await appLoggingAt("info", { serveSite: false });
  app.get("/fails", async (request) => {
    request.log.warn({ lead: { email: "secret.person@example.com", message: "my private words" } });
    throw new Error("disk quota exceeded on the leads volume");
  });
  const response = await app.inject({ method: "GET", url: "/fails" });
  await close();

  expect(response.statusCode).toBe(500);
  const failure = lines
    .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } })
    .find((entry) => entry.msg === "request failed");
  expect(failure?.err?.message).toBe("disk quota exceeded on the leads volume");
  const all = lines.join("\n");
  expect(all).not.toContain("secret.person");
  expect(all).not.toContain("my private words");
});

test("an error logged whole names no visitor: addresses and numbers in its text and fields are scrubbed", () => {
  const lines: string[] = [];
  const { log } = Fastify({ logger: loggerOptions("info", { write: (line) => lines.push(line) }) });
  const rejection = Object.assign(
    new Error("Can't send mail - all recipients were rejected: 550 <ada.eze@example.com>"),
    {
      code: "EENVELOPE",
      response: "550 5.1.1 <ada.eze@example.com>: user unknown",
      rejected: ["ada.eze@example.com"],
      detail: "Key (phone)=(+2348031234567) already exists, call 0803 123 4567",
    },
  );
  log.error({ err: rejection }, "send failed");
  const entry = JSON.parse(lines[0] ?? "{}") as { err: Record<string, unknown> };
  expect(entry.err).toMatchObject({ code: "EENVELOPE", type: "Error" });
  expect(entry.err.message).toBe("Can't send mail - all recipients were rejected: 550 <[email]>");
  expect(lines[0]).not.toMatch(/ada\.eze|2348031234567|0803 123 4567/);
});

test("a passing health check writes no log line at info, a failing one does", async () => {
  const { app, lines, close } = await appLoggingAt("info");
  try {
    const logged = () =>
      lines
        .map((line) => JSON.parse(line) as { path?: string; statusCode?: number })
        .filter((entry) => entry.path !== undefined)
        .map((entry) => `${entry.path} ${entry.statusCode}`);
    for (const url of ["/healthz", "/readyz", "/readyz?probe=1"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    await app.inject({ method: "GET", url: "/no-such-page" });
    expect(logged()).toEqual(["/no-such-page 404"]);

    // Draining before a shutdown: the check fails, and that is worth a line.
    app.drain();
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    expect(logged()).toEqual(["/no-such-page 404", "/readyz 503"]);
  } finally {
    await close();
  }
});

test("stack frames of scoped packages stay readable; an address beside them is still scrubbed", () => {
  const frames = [
    "at Multipart.onBusboyError (/srv/app/node_modules/@fastify/multipart/index.js:345:7)",
    "at file:///srv/app/node_modules/@fastify/busboy/deps/dicer/lib/Dicer.js:54:20",
    "at C:\\srv\\app\\node_modules\\@fastify\\error\\index.js:12:3",
    "at /srv/app/node_modules/.pnpm/@fastify+busboy@3.1.0/node_modules/@fastify/busboy/lib/main.js:9:1",
    "at react-dom@19.3.1 (/srv/app/node_modules/react-dom/index.js:1:1)",
  ];
  for (const frame of frames) expect(scrubPersonalData(frame)).toBe(frame);

  const addresses = [
    "ada@example.com",
    "ada.eze+cv@mail.example.ng",
    "first/last@example.org",
    "ADA@EXAMPLE.COM",
  ];
  for (const address of addresses) {
    expect(scrubPersonalData(`550 <${address}>: user unknown`)).toBe("550 <[email]>: user unknown");
    expect(scrubPersonalData(`at /srv/app/node_modules/@fastify/x.js mailed ${address}.`)).toBe(
      "at /srv/app/node_modules/@fastify/x.js mailed [email].",
    );
  }
});

test("a logged request path names no one: an address in it is scrubbed, written plain or as %40, and the query is dropped", async () => {
  const { app, lines, close } = await appLoggingAt("info");
  try {
    await app.inject({ url: "/victim@example.org/x?token=secret-token&to=ada@example.com" });
    await app.inject({ url: "/api/victim%40example.org" });
    expect(lines.join("\n")).not.toMatch(/victim|secret-token|ada@/);
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(["/[email]/x", "/api/[email]"]);
  } finally {
    await close();
  }
});
