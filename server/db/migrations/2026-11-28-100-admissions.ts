import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 34: applications on the hub's own forms. A form version is the
 * questions exactly as an applicant saw them, stored once per distinct form
 * (its digest), so an answer keeps the question it answered after an editor
 * changes or removes it. One application per address and call.
 */
export const admissions = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    await id(db.schema.createTable("admission_form_versions"))
      .addColumn("form", "text", (column) => column.notNull())
      .addColumn("digest", "text", (column) => column.notNull().unique())
      .addColumn("questions", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await id(db.schema.createTable("admission_applications"))
      .addColumn("call", "text", (column) => column.notNull())
      .addColumn("reference", "text", (column) => column.unique())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("form_version_id", "integer", (column) =>
        column.notNull().references("admission_form_versions.id"),
      )
      .addColumn("answers", "text", (column) => column.notNull())
      .addColumn("file", "text", (column) => column.unique())
      .addColumn("file_name", "text")
      .addColumn("file_bytes", "integer")
      .addColumn("file_sha256", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addUniqueConstraint("admission_applications_call_email", ["call", "email"])
      .execute();
    await db.schema
      .createIndex("admission_applications_email")
      .on("admission_applications")
      .column("email")
      .execute();
    await db.schema
      .createIndex("admission_applications_created_at")
      .on("admission_applications")
      .column("created_at")
      .execute();
  },
});
