import type { Database } from "#server/db/database.ts";
import { queuedMailRow } from "#server/db/queued-mail-row.ts";
import type { OutboxMessagesTable } from "#server/db/schema.ts";

/** A mail to a staff member, as the outbox keeps it until the worker sends it. */
export type QueuedStaffMail = {
  kind: OutboxMessagesTable["kind"];
  to: string;
  subject: string;
  text: string;
  /** A code or link, already sealed (server/staff/staff-mail-secrets.ts). */
  sealedSecret: string | null;
};

export function staffMailOutbox({ db }: Pick<Database, "db">) {
  return {
    /** Queued now, due now: the worker sends it on its next round. */
    async queue(mail: QueuedStaffMail): Promise<void> {
      const at = new Date().toISOString();
      await db
        .insertInto("outbox_messages")
        .values(
          queuedMailRow(
            {
              kind: mail.kind,
              to_address: mail.to,
              subject: mail.subject,
              text_body: mail.text,
              sealed_secret: mail.sealedSecret,
              attachment_name: null,
            },
            at,
          ),
        )
        .execute();
    },
  };
}
