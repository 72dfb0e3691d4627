import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 34, second slice (decision 198): where each application stands, who
 * moved it there and when, and the text the staff search reads. A stage is
 * reached at most once (moves only go forward), so (application, stage) is
 * unique in the history: two instances cannot record, nor mail, one move
 * twice. Rows stored before this have their address and reference searched;
 * the names are added as applications are stored.
 */
export const admissionStages = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable("admission_applications")
      .addColumn("stage", "text", (column) => column.notNull().defaultTo("received"))
      .execute();
    await db.schema
      .alterTable("admission_applications")
      .addColumn("stage_changed_at", "text")
      .execute();
    await db.schema
      .alterTable("admission_applications")
      .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await sql`update admission_applications
      set search_text = lower(email) || ' ' || lower(coalesce(reference, ''))`.execute(db);
    // A call's list, newest first, a keyset page at a time; its counts per stage.
    await db.schema
      .createIndex("admission_applications_call_created")
      .on("admission_applications")
      .columns(["call", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("admission_applications_call_stage")
      .on("admission_applications")
      .columns(["call", "stage"])
      .execute();
    const table = db.schema.createTable("admission_stage_changes");
    await (dialect === "postgres"
      ? table.addColumn("id", "integer", (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        )
      : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    )
      .addColumn("application_id", "integer", (column) =>
        column.notNull().references("admission_applications.id").onDelete("cascade"),
      )
      .addColumn("from_stage", "text", (column) => column.notNull())
      .addColumn("to_stage", "text", (column) => column.notNull())
      .addColumn("staff_id", "text")
      .addColumn("staff_email", "text", (column) => column.notNull())
      .addColumn("at", "text", (column) => column.notNull())
      .addUniqueConstraint("admission_stage_changes_reached", ["application_id", "to_stage"])
      .execute();
  },
});
