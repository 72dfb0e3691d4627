import { sql } from "kysely";
import type { Database } from "#server/db/database.ts";
import { anyPriority } from "#server/db/mail-send-budget.ts";
import type { OutboxMessagesTable } from "#server/db/schema.ts";
import type { MailSecrets } from "#server/mail/mail-secrets.ts";
import { secretMarkOf } from "#server/mail/secret-mark.ts";

/**
 * How long a claimed message is hidden from other workers. A worker that dies
 * mid-send leaves it to be claimed again after this, so it must outlast one
 * send (nodemailer gives up on a silent socket after 10 minutes).
 */
export const claimLeaseMs = 15 * 60 * 1000;

/**
 * Why mail past its client's share is given up after waiting this long behind
 * the hourly budget (docs/decisions/155-mail-budget-spent-at-sending.md).
 */
export const givenUpReason = "not sent: waited 72 hours behind the hourly mail budget";

/**
 * The visitor mails that carried their bearer link in the text before
 * decision 232, and that link: one a mail, the only address with a token.
 */
const linkMailKinds: OutboxMessagesTable["kind"][] = [
  "admission-confirmation",
  "payment-offer",
  "payment-reminder",
  "payment-receipt",
];
const bearerLink = /https?:\/\/\S+[?&]token=\S+/;

/** The mail worker's view of the outbox table. */
export function outboxRepository({ db, dialect }: Pick<Database, "db" | "dialect">) {
  async function countSealed(ids: number[]): Promise<number> {
    const row = await db
      .selectFrom("outbox_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("id", "in", ids)
      .where("sealed_secret", "is not", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * A cleared staff secret's old page stays in SQLite's write-ahead log until
   * a checkpoint empties it (issue 31's attack found it there after sending).
   * Staff mails are few, so each one cleared empties the log; a reader that
   * holds it leaves the rest to the next one, or to the next erasure's.
   */
  async function emptySqliteLog(): Promise<void> {
    if (dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }

  return {
    /**
     * Seals the link of every such mail still waiting from before decision
     * 232, as a mail queued now has it; how many. Run at each start: after
     * the first, it finds none. Migration 2026-11-29-110 blanked the links of
     * those already sent or given up, which need no key.
     */
    async sealWaitingLinks(secrets: Pick<MailSecrets, "seal">): Promise<number> {
      const waiting = await db
        .selectFrom("outbox_messages")
        .select(["id", "text_body"])
        .where("status", "=", "queued")
        .where("sealed_secret", "is", null)
        .where("kind", "in", linkMailKinds)
        .execute();
      let sealed = 0;
      for (const mail of waiting) {
        const link = bearerLink.exec(mail.text_body)?.[0];
        if (!link) continue;
        const sealedLink = secrets.seal(link);
        const result = await db
          .updateTable("outbox_messages")
          .set({
            text_body: mail.text_body.replace(link, secretMarkOf(sealedLink)),
            sealed_secret: sealedLink,
          })
          .where("id", "=", mail.id)
          .where("status", "=", "queued")
          .where("sealed_secret", "is", null)
          .executeTakeFirst();
        sealed += Number(result.numUpdatedRows);
      }
      if (sealed > 0) await emptySqliteLog();
      return sealed;
    },

    /**
     * Takes up to `limit` due messages for this worker alone: their next
     * attempt moves past the lease, so another instance's worker skips them,
     * and on PostgreSQL rows another worker is claiming right now are skipped
     * (FOR UPDATE SKIP LOCKED) rather than waited for. SQLite runs one write
     * at a time, so its single UPDATE is claim enough. In turn: mail the
     * budget does not count first, then visitor mail by its send_priority
     * (each client's first mails before anyone's later ones), up to
     * `upToPriority`; oldest due first within each, in the order of the
     * (status, send_priority, next_attempt_at) index: in id order the
     * database would step over every mail ever sent before it found a queued
     * one, a cost that grows with the history (docs/decisions/135-instances-that-add-throughput.md).
     */
    async claimDue(now: Date, limit: number, upToPriority = anyPriority) {
      const due = db
        .selectFrom("outbox_messages")
        .select("id")
        .where("status", "=", "queued")
        .where("send_priority", "<=", upToPriority)
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("send_priority")
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit)
        .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
      const claimed = await db
        .updateTable("outbox_messages")
        .set({ next_attempt_at: new Date(now.getTime() + claimLeaseMs).toISOString() })
        .where("id", "in", due)
        .returningAll()
        .execute();
      return claimed.sort((a, b) => a.id - b.id);
    },

    /**
     * Claimed messages the hour's budget could not cover, due again as they
     * were before the claim (a first attempt from when it was queued, a retry
     * from now), so each keeps its place in the queue for the next hour.
     */
    async release(ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("outbox_messages")
        .set((eb) => ({
          next_attempt_at: eb
            .case()
            .when("attempts", "=", 0)
            .then(eb.ref("created_at"))
            .else(now.toISOString())
            .end(),
        }))
        .where("id", "in", ids)
        .execute();
    },

    /** Visitor mail queued (the budget's backlog): all of it, and the part past its client's share. */
    async countWaiting(): Promise<{ waiting: number; pastShare: number }> {
      const row = await db
        .selectFrom("outbox_messages")
        .select((eb) => [
          eb.fn.countAll<number | string>().as("waiting"),
          eb.fn
            .sum<number | string | null>(
              eb.case().when("send_priority", ">", 1).then(1).else(0).end(),
            )
            .as("pastShare"),
        ])
        .where("status", "=", "queued")
        .where("send_priority", ">", 0)
        .executeTakeFirstOrThrow();
      return { waiting: Number(row.waiting), pastShare: Number(row.pastShare ?? 0) };
    },

    /**
     * Mail past its client's share queued before `cutoff`, marked failed with
     * givenUpReason: a flood does not book the account's quota for days. How
     * many were given up.
     */
    async giveUpPastShare(cutoff: Date): Promise<number> {
      const result = await db
        .updateTable("outbox_messages")
        .set({ status: "failed", last_error: givenUpReason })
        .where("status", "=", "queued")
        .where("send_priority", ">", 1)
        .where("created_at", "<", cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Several messages sent, in one statement: each counts the attempt that sent it. */
    async markSent(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      const sealed = await countSealed(ids);
      await db
        .updateTable("outbox_messages")
        .set((eb) => ({
          status: "sent",
          attempts: eb("attempts", "+", 1),
          sent_at: new Date().toISOString(),
          last_error: null,
          // A mail's code or link is not kept once it is sent (decisions 146 and 232).
          sealed_secret: null,
        }))
        .where("id", "in", ids)
        .execute();
      if (sealed > 0) await emptySqliteLog();
    },

    async markAttemptFailed(
      id: number,
      attempts: number,
      error: string,
      next: { retryAt: string } | { giveUp: true },
    ): Promise<void> {
      const sealed = "giveUp" in next ? await countSealed([id]) : 0;
      await db
        .updateTable("outbox_messages")
        .set({
          attempts,
          last_error: error.slice(0, 1_000),
          ...("giveUp" in next
            ? { status: "failed" as const, sealed_secret: null }
            : { next_attempt_at: next.retryAt }),
        })
        .where("id", "=", id)
        .execute();
      if (sealed > 0) await emptySqliteLog();
    },

    /**
     * The newest mails, newest first, all of them or those to one address
     * (any case): what `npm run leads -- outbox` prints.
     */
    async newest(options: { email?: string; limit: number }) {
      let query = db
        .selectFrom("outbox_messages")
        .select([
          "id",
          "kind",
          "status",
          "to_address",
          "subject",
          "text_body",
          "sealed_secret",
          "attachment_name",
          "created_at",
          "sent_at",
        ])
        .orderBy("id", "desc")
        .limit(options.limit);
      if (options.email) {
        query = query.where(sql<string>`lower(to_address)`, "=", options.email.toLowerCase());
      }
      return query.execute();
    },

    async countByStatus(status: "queued" | "sent" | "failed"): Promise<number> {
      const row = await db
        .selectFrom("outbox_messages")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("status", "=", status)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
