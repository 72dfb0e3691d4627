import type { Kysely } from "kysely";
import type { LeadsDatabase } from "#server/db/schema.ts";

/** The mail worker's view of the outbox table. */
export function outboxRepository(db: Kysely<LeadsDatabase>) {
  return {
    async due(nowIso: string, limit: number) {
      return db
        .selectFrom("outbox_messages")
        .selectAll()
        .where("status", "=", "queued")
        .where("next_attempt_at", "<=", nowIso)
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    async markSent(id: number, attempts: number): Promise<void> {
      await db
        .updateTable("outbox_messages")
        .set({ status: "sent", attempts, sent_at: new Date().toISOString(), last_error: null })
        .where("id", "=", id)
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
          ...("giveUp" in next ? { status: "failed" as const } : { next_attempt_at: next.retryAt }),
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
