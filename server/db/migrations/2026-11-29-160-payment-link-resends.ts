import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Decision 240: each "Send the payment link again" staff pressed, written in
 * the transaction that queues the mail. The form's one-time token is
 * unique, so a double press, or a browser resending the POST, queues one
 * mail. No person in it: an invoice id, a token, a time (the audit line
 * names who).
 */
export const paymentLinkResends = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    await id(db.schema.createTable("payment_link_resends"))
      .addColumn("invoice_id", "integer", (column) => column.notNull())
      .addColumn("form_token", "text", (column) => column.notNull().unique())
      .addColumn("queued_at", "text", (column) => column.notNull())
      .execute();
  },
});
