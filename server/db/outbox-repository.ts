import type { Database } from "#server/db/database.ts";

/**
 * How long a claimed message is hidden from other workers. A worker that dies
 * mid-send leaves it to be claimed again after this, so it must outlast one
 * send (nodemailer gives up on a silent socket after 10 minutes).
 */
export const claimLeaseMs = 15 * 60 * 1000;

/** The mail worker's view of the outbox table. */
export function outboxRepository({ db, dialect }: Pick<Database, "db" | "dialect">) {
  return {
    /**
     * Takes up to `limit` due messages for this worker alone: their next
     * attempt moves past the lease, so another instance's worker skips them,
     * and on PostgreSQL rows another worker is claiming right now are skipped
     * (FOR UPDATE SKIP LOCKED) rather than waited for. SQLite runs one write
     * at a time, so its single UPDATE is claim enough. Oldest due first, in
     * the order of the (status, next_attempt_at) index: in id order the
     * database would step over every mail ever sent before it found a queued
     * one, a cost that grows with the history (docs/decisions/135-instances-that-add-throughput.md).
     */
    async claimDue(now: Date, limit: number) {
      const due = db
        .selectFrom("outbox_messages")
        .select("id")
        .where("status", "=", "queued")
        .where("next_attempt_at", "<=", now.toISOString())
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

    /** Several messages sent, in one statement: each counts the attempt that sent it. */
    async markSent(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("outbox_messages")
        .set((eb) => ({
          status: "sent",
          attempts: eb("attempts", "+", 1),
          sent_at: new Date().toISOString(),
          last_error: null,
          // A staff mail's code or link is not kept once it is sent (decision 146).
          sealed_secret: null,
        }))
        .where("id", "in", ids)
        .execute();
    },

    async markAttemptFailed(
      id: number,
      attempts: number,
      error: string,
      next: { retryAt: string } | { giveUp: true },
    ): Promise<void> {
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
