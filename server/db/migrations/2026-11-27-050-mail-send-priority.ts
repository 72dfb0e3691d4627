import type { Kysely, Migration } from "kysely";
import { unloggedOnPostgres } from "#server/db/migrations/2026-11-23-002-mail-limits.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** The kinds of mail that go to an address a visitor typed, as this migration found them. */
const visitorMailKinds = [
  "brochure",
  "confirmation",
  "application-confirmation",
  "hiring-request-confirmation",
];

/**
 * Issue 31, item 12: the hourly mail budget is spent when mail is sent, in
 * an order that puts each client's first mails first
 * (docs/decisions/155-mail-budget-spent-at-sending.md).
 * - `outbox_messages.send_priority`: 0 for mail the budget does not count
 *   (staff mail, the staff's notifications), else the mail's turn among its
 *   client's: 1 within the client's share, 2, 3 … past it. Visitor mail
 *   already queued keeps its place in front: 1.
 * - The worker claims due mail by (send_priority, next_attempt_at): the index
 *   that served the claim by next_attempt_at alone is replaced.
 * - `mail_hourly_sends`: visitor mail sent per clock hour, all instances.
 *   `mail_send_budget` (mail queued per hour) stays while instances of the
 *   previous release may still run; it is dropped in the next one.
 */
export const mailSendPriority = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable("outbox_messages")
      .addColumn("send_priority", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable("outbox_messages")
      .set({ send_priority: 1 })
      .where("status", "=", "queued")
      .where("kind", "in", visitorMailKinds)
      .execute();
    await db.schema.dropIndex("outbox_messages_due").execute();
    await db.schema
      .createIndex("outbox_messages_due_in_turn")
      .on("outbox_messages")
      .columns(["status", "send_priority", "next_attempt_at"])
      .execute();
    await db.schema
      .createTable("mail_hourly_sends")
      .$call(unloggedOnPostgres(dialect))
      .addColumn("hour", "text", (column) => column.primaryKey())
      .addColumn("sent", "integer", (column) => column.notNull())
      .execute();
  },
});
