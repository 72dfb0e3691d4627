import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 35: the reminders sent before an instalment falls due. One row per
 * (invoice, instalment, reminder kind), written in the transaction that
 * queues the mail, so that two instances, a retry or a restart can never
 * send one reminder twice (docs/decisions/208-payment-reminders.md). No
 * person in it: an invoice id, a part's place in its schedule, a kind.
 */
export const paymentReminders = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    await id(db.schema.createTable("payment_reminders"))
      .addColumn("invoice_id", "integer", (column) => column.notNull())
      .addColumn("part", "integer", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("queued_at", "text", (column) => column.notNull())
      .addUniqueConstraint("payment_reminders_once", ["invoice_id", "part", "kind"])
      .execute();
  },
});
