import type { Database } from "#server/db/database.ts";
import { type OutboxDraft, queuedMailRow } from "#server/db/queued-mail-row.ts";

export function staffMailOutbox({ db }: Pick<Database, "db">) {
  return {
    /** Queued now, due now: the worker sends it on its next round. */
    async queue(mail: OutboxDraft): Promise<void> {
      await db
        .insertInto("outbox_messages")
        .values(queuedMailRow(mail, new Date().toISOString()))
        .execute();
    },
  };
}
