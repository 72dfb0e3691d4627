import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

/**
 * Migrations take Kysely<any> and import no app code, so they keep working
 * however the tables' types change later.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** The five lead tables; identity columns differ between the two databases. */
export const createLeadTables = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    await id(db.schema.createTable("mailing_list_signups"))
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("sheet", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await id(db.schema.createTable("contact_messages"))
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await id(db.schema.createTable("brochure_requests"))
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await id(db.schema.createTable("outbox_messages"))
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("to_address", "text", (column) => column.notNull())
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("text_body", "text", (column) => column.notNull())
      .addColumn("attachment_name", "text")
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("next_attempt_at", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("sent_at", "text")
      .execute();
    await id(db.schema.createTable("spam_rejections"))
      .addColumn("endpoint", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("outbox_messages_due")
      .on("outbox_messages")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("contact_messages_email")
      .on("contact_messages")
      .column("email")
      .execute();
    await db.schema
      .createIndex("brochure_requests_email")
      .on("brochure_requests")
      .column("email")
      .execute();
  },
});
