import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, test } from "vitest";
import { createOutboxWorker, retryDelayMs } from "#server/mail/outbox-worker.ts";
import { createBrochureRequest, createTestApp, type TestApp } from "#server/test-support.ts";

let app: TestApp;
let smtp: SMTPServer | undefined;
afterEach(async () => {
  await app?.cleanup();
  smtp?.close();
});

const silentLog = { info() {}, warn() {}, error() {} } as never;

async function startSmtp(received: string[], reject = false) {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("latin1");
      });
      stream.on("end", () => {
        if (reject) return callback(new Error("mailbox unavailable"));
        received.push(raw);
        callback();
      });
    },
  });
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  return `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}

test("a queued brochure email reaches the SMTP server with its PDF attached and is marked sent", async () => {
  const received: string[] = [];
  const smtpUrl = await startSmtp(received);
  app = await createTestApp();
  await app.inject({
    method: "POST",
    url: "/api/v1.0/email/send",
    payload: createBrochureRequest(),
  });
  const worker = createOutboxWorker({
    outbox: app.outbox,
    smtpUrl,
    mailFrom: "Hub <hello@enugutechhub.ng>",
    siteDir: app.config.SITE_DIR,
    pollMs: 50,
    log: silentLog,
  });
  await worker.runOnce();
  await worker.stop();
  expect(received).toHaveLength(1);
  expect(received[0]).toContain("Subject: Codeville Brochure Request");
  expect(received[0]).toContain("To: parent@example.com");
  expect(received[0]).toMatch(/Content-Type: application\/pdf; name=codeville-brochure\.pdf/);
  expect(await app.outbox.countByStatus("sent")).toBe(1);
});

test("a refused send records the attempt and its error and retries later", async () => {
  const smtpUrl = await startSmtp([], true);
  app = await createTestApp();
  await app.inject({
    method: "POST",
    url: "/api/v1.0/email/send",
    payload: createBrochureRequest(),
  });
  const worker = createOutboxWorker({
    outbox: app.outbox,
    smtpUrl,
    mailFrom: "hello@enugutechhub.ng",
    siteDir: app.config.SITE_DIR,
    pollMs: 50,
    log: silentLog,
  });
  await worker.runOnce();
  await worker.stop();
  expect(await app.outbox.countByStatus("queued")).toBe(1);
  expect(await app.outbox.due(new Date().toISOString(), 10)).toEqual([]);
  const [later] = await app.outbox.due(
    new Date(Date.now() + retryDelayMs(1) + 1000).toISOString(),
    10,
  );
  expect(later).toMatchObject({ attempts: 1 });
  expect(later?.last_error).toMatch(/mailbox unavailable/);
});

test("back-off doubles from 30 s and stops growing at an hour", () => {
  expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
  expect(retryDelayMs(20)).toBe(3_600_000);
});
