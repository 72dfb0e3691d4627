import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 23: the SPEC §5 application (with its résumé's file) and company
 * hiring request. The résumé itself lives in UPLOADS_DIR under `resume_file`,
 * a random name; the row keeps its size and SHA-256 so staff can tell the file
 * is the one that was sent.
 */
export const talentLeads = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    await id(db.schema.createTable("talent_applications"))
      .addColumn("firstname", "text", (column) => column.notNull())
      .addColumn("lastname", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("stack", "text", (column) => column.notNull())
      .addColumn("skill_requirement", "text", (column) => column.notNull())
      .addColumn("resume_file", "text", (column) => column.notNull().unique())
      .addColumn("resume_name", "text", (column) => column.notNull())
      .addColumn("resume_bytes", "integer", (column) => column.notNull())
      .addColumn("resume_sha256", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await id(db.schema.createTable("hiring_requests"))
      .addColumn("firstname", "text", (column) => column.notNull())
      .addColumn("lastname", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("company_name", "text", (column) => column.notNull())
      .addColumn("company_website", "text", (column) => column.notNull())
      .addColumn("no_of_employees", "text", (column) => column.notNull())
      .addColumn("role", "text", (column) => column.notNull())
      .addColumn("skill_requirement", "text", (column) => column.notNull())
      .addColumn("level_of_commitment", "text", (column) => column.notNull())
      .addColumn("start_date", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    for (const table of ["talent_applications", "hiring_requests"]) {
      await db.schema.createIndex(`${table}_email`).on(table).column("email").execute();
      await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
    }
  },
});
