import {
  startWaitlistChecks,
  waitlistCheckIntervalMs,
} from "#server/admissions/waitlist/waitlist-notices.ts";
import { buildApp } from "#server/app.ts";
import { createDatabase } from "#server/db/database.ts";
import { databaseErrorDescriber } from "#server/db/database-errors.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { leadAlerts } from "#server/db/lead-alerts.ts";
import { budgetShares, mailHourlySends } from "#server/db/mail-send-budget.ts";
import { createStaleLimitsSweeper } from "#server/db/stale-limits.ts";
import { parseServerEnv, readEnvironment } from "#server/env.ts";
import { listenForHealth } from "#server/health-listener.ts";
import { startInstanceHeartbeat } from "#server/instance-heartbeat.ts";
import { createLeadAlertWorker } from "#server/mail/lead-alert-worker.ts";
import { createOutboxWorker } from "#server/mail/outbox-worker.ts";
import { sendBudget } from "#server/mail/send-budget.ts";
import { paymentReminders } from "#server/payments/payment-reminders.ts";
import { buildStaffApp } from "#server/staff/app.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { createRetentionSweeper } from "#server/talent/retention-sweeper.ts";

/** The process: configuration, listen, mail worker, and a clean shutdown. */
let config: ReturnType<typeof parseServerEnv>;
try {
  config = parseServerEnv(readEnvironment());
} catch (error) {
  // Before a logger exists: the list of bad variables, without a stack trace.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// The process owns the database so it closes last, after requests and mail.
let database: Awaited<ReturnType<typeof createDatabase>>;
try {
  database = await createDatabase(config);
} catch (error) {
  // Without a logger yet; the connection's user, password and host stay out.
  const description = databaseErrorDescriber(config.DATABASE_URL)(error);
  process.stderr.write(`could not open the database: ${JSON.stringify(description)}\n`);
  process.exit(1);
}
const app = await buildApp(config, { database });
// Waitlists are told when their programme's call opens: after a publish, and
// by date (a call whose opening day comes), so at start and on a timer too.
const waitlistChecks = startWaitlistChecks({
  tellOpenCalls: app.waitlist.tellOpenCalls,
  intervalMs: waitlistCheckIntervalMs,
  log: app.log,
});
// The staff side on its own port and host name (issue 21), on the same database and outbox.
const staffApp = await buildStaffApp(config, {
  database,
  // A publish from this instance is served by it at once; the others follow the link within a second.
  publishing: {
    onSiteSwitched: () => {
      app.followSiteDir?.();
      void waitlistChecks.check();
    },
  },
});
if (process.env.NODE_ENV === "production" && !process.env.SITE_URL) {
  // The links in mails (docs/decisions/020-mailing-list-consent.md) would lead nowhere.
  app.log.warn({ siteUrl: config.SITE_URL }, "SITE_URL is not set: links in mails use the default");
}
const worker = createOutboxWorker({
  outbox: app.outbox,
  budget: sendBudget(mailHourlySends(database), config.MAIL_HOURLY_BUDGET),
  backlogWarning: budgetShares(config.MAIL_HOURLY_BUDGET).backlogWarning,
  smtpUrl: config.SMTP_URL,
  mailFrom: config.MAIL_FROM,
  siteDir: config.SITE_DIR,
  pollMs: config.OUTBOX_POLL_MS,
  log: app.log,
  describeError: database.describeError,
  openSecret: app.mailSecrets.open,
});
// The staff's mail about each new lead, queued for the worker above (issue 32, item 14).
const alertWorker = createLeadAlertWorker({
  alerts: leadAlerts(database),
  staffUrl: config.STAFF_URL,
  content: app.content,
  pollMs: config.OUTBOX_POLL_MS,
  log: app.log,
  describeError: database.describeError,
});
// Reminders before an instalment falls due (issue 35): days ahead, so once an hour is enough.
const reminders = paymentReminders({
  payments: app.payments,
  sender: app.payments.sender,
  pollMs: 3_600_000,
  log: app.log,
});
// The per-recipient cap, send budget and rate-limit tables keep only current rows.
const sweeper = createStaleLimitsSweeper({
  database,
  recipientWindowHours: config.MAIL_RECIPIENT_WINDOW_HOURS,
  intervalMs: config.LIMITS_SWEEP_INTERVAL_MS,
  log: app.log,
});
// Leads past their retention periods (/privacy), with their files and mails, and orphaned upload files.
const retention = createRetentionSweeper({
  talent: app.talent,
  admissions: app.admissions,
  leads: app.leadRetention,
  traces: erasedTraces(database),
  describeError: database.describeError,
  log: app.log,
});

// The audit log keeps STAFF_AUDIT_RETENTION_DAYS; older entries go on the sweeper's rhythm.
const audit = auditLog(database);
const sweepAudit = () =>
  audit
    .purge(config.STAFF_AUDIT_RETENTION_DAYS)
    .catch((error: unknown) => app.log.error({ err: error }, "audit log sweep failed"));
const auditSweep = setInterval(sweepAudit, config.LIMITS_SWEEP_INTERVAL_MS);
auditSweep.unref();
void sweepAudit();

// Said in the database before the first request, so a restore refuses to run under this instance.
const heartbeat = await startInstanceHeartbeat({ database, log: app.log });

/** Longest wait for in-flight requests before the remaining connections are cut. */
const drainTimeoutMs = 10_000;

/** /healthz and /readyz on HEALTH_PORT, when it is set (server/health-listener.ts). */
let health: Awaited<ReturnType<typeof listenForHealth>> | null = null;

let closing = false;
// While draining, each answer closes its connection: a kept-alive one would
// otherwise hold the server open until its keep-alive time-out.
app.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("Connection", "close");
});
staffApp.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("Connection", "close");
});

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.drain();
  staffApp.drain();
  if (config.SHUTDOWN_DRAIN_MS > 0) {
    // Still serving while the load balancer's health checks see /readyz fail.
    app.log.info({ signal, ms: config.SHUTDOWN_DRAIN_MS }, "shutting down: leaving the rotation");
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  }
  app.log.info({ signal }, "shutting down: draining in-flight requests");
  const cutOff = setTimeout(() => app.server.closeAllConnections(), drainTimeoutMs);
  cutOff.unref();
  try {
    // Stop accepting and let in-flight requests finish (their writes are durable on reply).
    await health?.close();
    await Promise.all([app.close(), staffApp.close()]);
    clearTimeout(cutOff);
    clearInterval(auditSweep);
    // A send in progress completes and is marked, so no brochure goes out twice.
    await alertWorker.stop();
    await reminders.stop();
    await worker.stop();
    await sweeper.stop();
    await retention.stop();
    await waitlistChecks.stop();
    await heartbeat.stop();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, "unclean shutdown");
    process.exit(1);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "could not start");
  await database.close();
  process.exit(1);
}
if (config.HEALTH_PORT !== undefined) {
  try {
    health = await listenForHealth(app, config.HEALTH_PORT, config.HOST);
  } catch (error) {
    app.log.error({ err: error }, "could not start the health listener");
    await app.close();
    await database.close();
    process.exit(1);
  }
}
try {
  await staffApp.listen({ port: config.STAFF_PORT, host: config.HOST });
} catch (error) {
  staffApp.log.error({ err: error }, "could not start the staff side");
  await health?.close();
  await app.close();
  await database.close();
  process.exit(1);
}
app.log.info({ site: config.SITE_URL, staff: config.STAFF_URL }, "listening: site and staff side");
worker.start();
alertWorker.start();
reminders.start();
sweeper.start();
retention.start();
