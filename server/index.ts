import { buildApp } from "./app.ts";
import { parseServerEnv } from "./env.ts";
import { createOutboxWorker } from "./mail/outbox-worker.ts";

/** The process: configuration, listen, mail worker, and a clean shutdown. */
const config = parseServerEnv(process.env);
const app = await buildApp(config);
const worker = createOutboxWorker({
  outbox: app.outbox,
  smtpUrl: config.SMTP_URL,
  mailFrom: config.MAIL_FROM,
  siteDir: config.SITE_DIR,
  pollMs: config.OUTBOX_POLL_MS,
  log: app.log,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: draining in-flight requests");
  // Stop mail first so no send is cut off mid-way, then drain requests and close the database.
  await worker.stop();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "could not start");
  process.exit(1);
}
worker.start();
