import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { OutboxRepository } from "#server/db/outbox-repository.ts";
import { scrubPersonalData } from "#server/logging.ts";
import { mailBacklogNotice } from "#server/mail/mail-backlog-notice.ts";
import { brochureFile } from "#server/mail/messages.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";
import type { SendBudget } from "#server/mail/send-budget.ts";

export type OutboxWorkerOptions = {
  outbox: OutboxRepository;
  /** The hourly budget of mail to visitors (server/mail/send-budget.ts). */
  budget: SendBudget;
  /** Waiting visitor mail past which the log warns (budgetShares' backlogWarning). */
  backlogWarning: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  siteDir: string;
  pollMs: number;
  log: FastifyBaseLogger;
  /** The database's own scrubber: a connection error names no user, host or password. */
  describeError?: (error: unknown) => object;
  /** After this many failed attempts a message is marked failed. */
  maxAttempts?: number;
  /**
   * Opens a mail's sealed code or link, which goes where the text has its
   * mark (server/mail/mail-secrets.ts); the row keeps it only until the mail
   * is sent or given up (decision 232).
   */
  openSecret: (sealed: string) => string;
};

/**
 * Messages claimed and sent together: nodemailer's pool opens 5 connections,
 * so each sends about one message of a claim and the lease still covers
 * about one send.
 */
const claimSize = 5;
const maxBackoffMs = 60 * 60 * 1000;
/** How often the worker looks at the backlog of visitor mail: it changes slowly. */
const backlogCheckMs = 60_000;
/** Mail past its client's share that has waited this long is given up. */
const pastShareMaxWaitMs = 72 * 60 * 60 * 1000;

/** Exponential back-off: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

/**
 * Sends queued mail through SMTP. Without SMTP_URL nothing is sent: mail waits
 * in the outbox until the service restarts with it set.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const maxAttempts = options.maxAttempts ?? 8;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function attachmentFor(name: string | null) {
    if (name !== brochureFile.name) return [];
    const content = await readFile(join(options.siteDir, brochureFile.sitePath));
    return [{ filename: name, content, contentType: "application/pdf" }];
  }

  type Claimed = Awaited<ReturnType<OutboxRepository["claimDue"]>>[number];

  /** Sends one claimed message; true when sent, else its attempt is recorded. */
  async function send(message: Claimed): Promise<boolean> {
    const attempts = message.attempts + 1;
    try {
      await transport?.sendMail({
        from: options.mailFrom,
        to: message.to_address,
        subject: message.subject,
        text: textAsSent(message, options.openSecret),
        attachments: await attachmentFor(message.attachment_name),
        // A staff mail about a lead: answering it answers the visitor.
        ...(message.reply_to && { replyTo: message.reply_to }),
        // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe.
        ...(message.unsubscribe_url && {
          headers: {
            "List-Unsubscribe": `<${message.unsubscribe_url}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }),
      });
      options.log.info({ outboxId: message.id, kind: message.kind }, "mail sent");
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const next =
        attempts >= maxAttempts
          ? ({ giveUp: true } as const)
          : { retryAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString() };
      await options.outbox.markAttemptFailed(message.id, attempts, reason, next);
      // Mail servers quote the recipient in their rejections (issue 25, item 7):
      // the row keeps the whole text for staff, the log none of the address.
      options.log.warn(
        { outboxId: message.id, attempts, reason: scrubPersonalData(reason) },
        "mail attempt failed",
      );
      return false;
    }
  }

  const noticeBacklog = mailBacklogNotice(options.log, options.backlogWarning);
  let backlogCheckedAt = Number.NEGATIVE_INFINITY;

  /**
   * Once a minute: gives up mail past its client's share that has waited 72
   * hours, and says so when the backlog passes an hour's budget.
   */
  async function checkBacklog(now: Date): Promise<void> {
    if (now.getTime() - backlogCheckedAt < backlogCheckMs) return;
    backlogCheckedAt = now.getTime();
    const givenUp = await options.outbox.giveUpPastShare(
      new Date(now.getTime() - pastShareMaxWaitMs),
    );
    noticeBacklog({ ...(await options.outbox.countWaiting()), givenUp }, now.getTime());
  }

  /**
   * Claims a few messages at once, in turn (server/db/outbox-repository.ts),
   * has the hourly budget cover the visitor mail among them, sends what it
   * covers side by side and marks the sent ones in one statement
   * (docs/decisions/082-signup-throughput.md); the rest waits for the next
   * hour. Claims again until a claim comes back short: a backlog drains
   * without waiting for the next poll. A stopping worker finishes the claim
   * in hand and takes no other.
   */
  async function sendDue(): Promise<void> {
    if (!transport) return;
    while (!stopped) {
      const now = new Date();
      const claimed = await options.outbox.claimDue(
        now,
        claimSize,
        options.budget.upToPriority(now),
      );
      const covered = await options.budget.cover(claimed, now);
      await options.outbox.release(
        covered.wait.map(({ id }) => id),
        now,
      );
      const sent = await Promise.all(covered.send.map(send));
      await options.outbox.markSent(
        covered.send.filter((_, index) => sent[index]).map(({ id }) => id),
      );
      if (claimed.length < claimSize) break;
    }
    await checkBacklog(new Date());
  }

  const describeError = options.describeError ?? ((error: unknown) => ({ err: error }));
  // While the database is away every poll fails the same way: say so once.
  let failing = false;

  function tick() {
    running = sendDue()
      .then(() => {
        if (failing) options.log.info("outbox reaches the database again");
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) options.log.error(describeError(error), "outbox run failed");
        failing = true;
      })
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  }

  return {
    start() {
      if (!transport) {
        options.log.warn("SMTP_URL is not set: mail stays queued in the outbox");
        return;
      }
      stopped = false;
      tick();
    },
    /** Runs one pass now; tests and the CLI use it. */
    runOnce: sendDue,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
