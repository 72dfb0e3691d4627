import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 35: invoices for places offered, the checkouts opened with Paystack,
 * the payments recorded against an invoice and the alarms raised about
 * money that did not match. Amounts are whole kobo. An invoice points at its
 * application by id without a foreign key: erasing a parent's application
 * leaves the invoice and its payments as the hub's books, with nothing of
 * the person in them (docs/decisions/202-invoices-and-payments.md).
 */
export const payments = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    await id(db.schema.createTable("payment_invoices"))
      .addColumn("application_id", "integer", (column) => column.notNull().unique())
      .addColumn("reference", "text", (column) => column.notNull().unique())
      .addColumn("call", "text", (column) => column.notNull())
      .addColumn("currency", "text", (column) => column.notNull())
      .addColumn("total_kobo", "integer", (column) => column.notNull())
      .addColumn("schedule", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("payment_invoices_call")
      .on("payment_invoices")
      .column("call")
      .execute();
    await db.schema
      .createTable("payment_checkouts")
      .addColumn("reference", "text", (column) => column.primaryKey())
      .addColumn("invoice_id", "integer", (column) =>
        column.notNull().references("payment_invoices.id"),
      )
      .addColumn("amount_kobo", "integer", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await id(db.schema.createTable("payment_records"))
      .addColumn("invoice_id", "integer", (column) =>
        column.notNull().references("payment_invoices.id"),
      )
      .addColumn("method", "text", (column) => column.notNull())
      .addColumn("provider_reference", "text", (column) => column.unique())
      .addColumn("amount_kobo", "integer", (column) => column.notNull())
      .addColumn("paid_on", "text", (column) => column.notNull())
      .addColumn("note", "text")
      .addColumn("recorded_by", "text", (column) => column.notNull())
      .addColumn("recorded_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("payment_records_invoice_id")
      .on("payment_records")
      .column("invoice_id")
      .execute();
    await id(db.schema.createTable("payment_alarms"))
      .addColumn("invoice_id", "integer")
      .addColumn("provider_reference", "text")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("detail", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      // A replayed refusal is one alarm, not one per delivery.
      .addUniqueConstraint("payment_alarms_kind_reference", ["kind", "provider_reference"])
      .execute();
  },
});
