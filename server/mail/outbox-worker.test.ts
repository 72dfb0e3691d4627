import { readFileSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, test, vi } from "vitest";
import { readIdentity } from "#content-model/site/identity.server.ts";
import type { Database } from "#server/db/database.ts";
import { mailHourlySends } from "#server/db/mail-send-budget.ts";
import { claimLeaseMs } from "#server/db/outbox-repository.ts";
import { loggerOptions } from "#server/logging.ts";
import { brochureMail } from "#server/mail/messages.ts";
import {
  createOutboxWorker,
  type OutboxWorkerOptions,
  retryDelayMs,
} from "#server/mail/outbox-worker.ts";
import { sendBudget } from "#server/mail/send-budget.ts";
import { createBrochureRequest, createContact } from "#tests/support/lead-request-factories.ts";
import { attachedPdf, startSmtpServer } from "#tests/support/smtp-test-server.ts";
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
  testDatabases,
} from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const identity = readIdentity();

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
afterEach(async () => {
  await app?.cleanup();
  await smtp?.close();
  smtp = undefined;
});

const silentLog = { info() {}, warn() {}, error() {} } as never;

/** The hourly budget of an instance on `database`, as server/index.ts gives its worker. */
const budgetOn = (database: Database, hourlyBudget: number) =>
  sendBudget(mailHourlySends(database), hourlyBudget);

function workerOptions(testApp: TestApp, smtpUrl: string | undefined) {
  return {
    outbox: testApp.outbox,
    budget: budgetOn(testApp.database, testApp.config.MAIL_HOURLY_BUDGET),
    backlogWarning: testApp.config.MAIL_HOURLY_BUDGET,
    smtpUrl,
    mailFrom: "Hub <hello@enugutechhub.ng>",
    siteDir: testApp.config.SITE_DIR,
    pollMs: 50,
    log: silentLog,
    openSecret: testApp.mailSecrets.open,
  };
}

async function startSmtp(received: string[], reject: boolean | ((to: string) => string) = false) {
  smtp = await startSmtpServer(received, reject);
  return smtp.url;
}

/** A visitor asks for the brochure, then one worker pass runs and the worker stops. */
async function requestBrochureAndRunWorker(
  testApp: TestApp,
  smtpUrl: string | undefined,
  options: Partial<OutboxWorkerOptions> = {},
) {
  await testApp.inject({
    method: "POST",
    url: "/api/v1.0/email/send",
    payload: createBrochureRequest(),
  });
  const worker = createOutboxWorker({ ...workerOptions(testApp, smtpUrl), ...options });
  await worker.runOnce();
  await worker.stop();
}

test("a queued brochure email reaches the SMTP server with its PDF attached and is marked sent", async () => {
  const received: string[] = [];
  const smtpUrl = await startSmtp(received);
  app = await createTestApp();
  await requestBrochureAndRunWorker(app, smtpUrl);
  expect(received).toHaveLength(1);
  expect(received[0]).toContain("Subject: Codeville Brochure Request");
  expect(received[0]).toContain("To: parent@example.com");
  expect(received[0]).toMatch(/Content-Type: application\/pdf; name=codeville-brochure\.pdf/);
  expect(attachedPdf(received[0] ?? "")).toEqual(
    readFileSync(join(app.config.SITE_DIR, "downloads", "codeville-brochure.pdf")),
  );
  expect(await app.outbox.countByStatus("sent")).toBe(1);
});

test("a refused send records the attempt and its error and retries later", async () => {
  const smtpUrl = await startSmtp([], true);
  app = await createTestApp();
  await requestBrochureAndRunWorker(app, smtpUrl);
  expect(await app.outbox.countByStatus("queued")).toBe(1);
  expect(await app.outbox.claimDue(new Date(), 10)).toEqual([]);
  const [later] = await app.outbox.claimDue(new Date(Date.now() + retryDelayMs(1) + 1000), 10);
  expect(later).toMatchObject({ attempts: 1 });
  expect(later?.last_error).toMatch(/mailbox unavailable/);
});

test("a mail waiting for its retry does not hold back mail that fell due before it", async () => {
  const smtpUrl = await startSmtp([], true);
  app = await createTestApp();
  await requestBrochureAndRunWorker(app, smtpUrl);
  await app.inject({
    method: "POST",
    url: "/api/v1.0/email/send",
    payload: createBrochureRequest({
      template_params: {
        ...createBrochureRequest().template_params,
        to_email: "other@example.com",
      },
    }),
  });
  const afterRetry = new Date(Date.now() + retryDelayMs(1) + 1000);
  const [first] = await app.outbox.claimDue(afterRetry, 1);
  expect(first).toMatchObject({ to_address: "other@example.com", attempts: 0 });
  const [second] = await app.outbox.claimDue(afterRetry, 1);
  expect(second).toMatchObject({ to_address: "parent@example.com", attempts: 1 });
});

test("a rejection that quotes the recipient's address is logged readable and without the address", async () => {
  const smtpUrl = await startSmtp(
    [],
    (to) => `5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`,
  );
  app = await createTestApp();
  const lines: string[] = [];
  const { log } = Fastify({ logger: loggerOptions("info", { write: (line) => lines.push(line) }) });
  await requestBrochureAndRunWorker(app, smtpUrl, { log });
  const logged = lines.join("\n");
  expect(logged).toContain("mail attempt failed");
  expect(logged).toContain("Recipient address rejected: User unknown");
  expect(logged).not.toContain("parent@example.com");
});

test("started, the worker polls and sends what is queued; stop waits for it", async () => {
  const received: string[] = [];
  const smtpUrl = await startSmtp(received);
  app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" });
  const worker = createOutboxWorker({ ...workerOptions(app, smtpUrl), pollMs: 20 });
  worker.start();
  await app.inject({ method: "POST", url: "/api/contact", payload: createContact() });
  await waitFor("the queued mail sent", async () => (await app.outbox.countByStatus("sent")) >= 1);
  await worker.stop();
  expect(received).toHaveLength(1);
  expect(received[0]).toContain("To: staff@enugutechhub.ng");
});

test("after the last allowed attempt a message is marked failed", async () => {
  const smtpUrl = await startSmtp([], true);
  app = await createTestApp();
  await requestBrochureAndRunWorker(app, smtpUrl, { maxAttempts: 1 });
  expect(await app.outbox.countByStatus("failed")).toBe(1);
  expect(await app.outbox.countByStatus("queued")).toBe(0);
});

test("without SMTP_URL mail stays queued and the worker says so once", async () => {
  app = await createTestApp();
  await app.inject({
    method: "POST",
    url: "/api/v1.0/email/send",
    payload: createBrochureRequest(),
  });
  const warnings: unknown[] = [];
  const log = { info() {}, error() {}, warn: (message: unknown) => warnings.push(message) };
  const worker = createOutboxWorker({
    ...workerOptions(app, undefined),
    log: log as never,
  });
  worker.start();
  await worker.runOnce();
  await worker.stop();
  expect(warnings).toEqual(["SMTP_URL is not set: mail stays queued in the outbox"]);
  expect(await app.outbox.countByStatus("queued")).toBe(1);
});

test("past an hour's budget of waiting visitor mail the worker warns once, with counts and no address, and gives up mail past its client's share after 72 hours", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-01-01T10:30:00.000Z") });
  try {
    const smtpUrl = await startSmtp([]);
    // A budget of 2: a share of one mail per client and hour.
    app = await createTestApp({ MAIL_HOURLY_BUDGET: "2" });
    for (const name of ["first", "second", "third", "fourth"]) {
      await app.inject({
        method: "POST",
        url: "/api/v1.0/email/send",
        payload: createBrochureRequest({
          template_params: {
            ...createBrochureRequest().template_params,
            to_email: `${name}@example.com`,
          },
        }),
      });
    }
    // Queued 73 hours ago (a row's creation time is otherwise never changed).
    await sql`update outbox_messages set created_at = '2029-12-29T09:00:00.000Z'
      where to_address = 'fourth@example.com'`.execute(app.database.db);
    await app.database.db
      .insertInto("mail_hourly_sends")
      .values({ hour: "2030-01-01T10", sent: 2 })
      .execute();
    const lines: string[] = [];
    const { log } = Fastify({
      logger: loggerOptions("info", { write: (line) => lines.push(line) }),
    });
    const worker = createOutboxWorker({ ...workerOptions(app, smtpUrl), log });
    await worker.runOnce();
    await worker.runOnce();
    await worker.stop();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => String(entry.msg).includes("backlog"))).toEqual([
      expect.objectContaining({ level: 40, waiting: 3, pastShare: 2, threshold: 2 }),
    ]);
    expect(entries.filter((entry) => String(entry.msg).includes("given up"))).toEqual([
      expect.objectContaining({ level: 40, givenUp: 1 }),
    ]);
    expect(lines.join("\n")).not.toContain("example.com");
    expect(await app.outbox.countByStatus("failed")).toBe(1);
    expect(await app.outbox.countByStatus("queued")).toBe(3);
  } finally {
    vi.useRealTimers();
  }
});

test("back-off doubles from 30 s and stops growing at an hour", () => {
  expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
  expect(retryDelayMs(20)).toBe(3_600_000);
});

describe.each(testDatabases)("outbox on %s", (kind) => {
  // Real SMTP sessions, one mail at a time: slow on a busy machine, hence its time-out.
  test("the workers of two instances on one database never send the same mail twice", async () => {
    const received: string[] = [];
    const smtpUrl = await startSmtp(received);
    app = await createTestApp({}, kind);
    const second = await createSecondInstance(app);
    const addresses = Array.from({ length: 12 }, (_, index) => `parent${index}@example.com`);
    for (const address of addresses) {
      await app.leads.addBrochureRequest(
        address,
        brochureMail(identity, address, { unsubscribe: "http://x/u" }),
        "198.51.100.7",
      );
    }
    const workers = [app, second].map((instance) =>
      createOutboxWorker({
        ...workerOptions(app, smtpUrl),
        outbox: instance.outbox,
        budget: budgetOn(instance.database, app.config.MAIL_HOURLY_BUDGET),
      }),
    );
    try {
      await Promise.all(workers.map((worker) => worker.runOnce()));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await second.cleanup();
    }
    const recipients = received.map((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim());
    expect(recipients.sort()).toEqual([...addresses].sort());
    expect(await app.outbox.countByStatus("sent")).toBe(12);
  }, 30_000);

  test("a claim hides a message from every other worker until its lease runs out", async () => {
    app = await createTestApp({}, kind);
    const second = await createSecondInstance(app);
    try {
      await app.leads.addBrochureRequest(
        "parent@example.com",
        brochureMail(identity, "parent@example.com", { unsubscribe: "http://x/u" }),
        "198.51.100.7",
      );
      const now = new Date();
      expect(await app.outbox.claimDue(now, 10)).toHaveLength(1);
      expect(await second.outbox.claimDue(now, 10)).toEqual([]);
      const afterLease = new Date(now.getTime() + claimLeaseMs + 1);
      expect(await second.outbox.claimDue(afterLease, 10)).toHaveLength(1);
    } finally {
      await second.cleanup();
    }
  });
});

test("mail to a visitor carries List-Unsubscribe and one-click List-Unsubscribe-Post headers", async () => {
  const received: string[] = [];
  const smtpUrl = await startSmtp(received);
  app = await createTestApp({ SITE_URL: "https://hub.example" });
  await requestBrochureAndRunWorker(app, smtpUrl);
  const unfolded = (received[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  expect(unfolded).toMatch(
    /^List-Unsubscribe: <https:\/\/hub\.example\/api\/mailing-list\/unsubscribe\?token=[\w-]+>$/m,
  );
  expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(unfolded).toContain("To stop all mail from the Enugu Tech Hub, open:");
});
