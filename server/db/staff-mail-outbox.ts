import type { Database } from "#server/db/database.ts";
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
        .values({
          kind: mail.kind,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          sealed_secret: mail.sealedSecret,
          attachment_name: null,
          unsubscribe_url: null,
          status: "queued",
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
    },
  };
}
