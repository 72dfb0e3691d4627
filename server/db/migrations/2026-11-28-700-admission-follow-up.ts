import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 34, staff side (decision 217): the staff's notes on an application
 * and the person it is assigned to. A note is the applicant's personal data
 * as much as an answer is, so it goes with its application (the cascade,
 * and the erasure deletes it by name too); a removed staff person leaves
 * their notes signed with the address they had, and their applications
 * assigned to nobody.
 */
export const admissionFollowUp = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const table = db.schema.createTable("admission_notes");
    await (dialect === "postgres"
      ? table.addColumn("id", "integer", (column) =>
          column.primaryKey().generatedByDefaultAsIdentity(),
        )
      : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    )
      .addColumn("application_id", "integer", (column) =>
        column.notNull().references("admission_applications.id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (column) =>
        column.references("staff_user.id").onDelete("set null"),
      )
      .addColumn("author_email", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("admission_notes_application")
      .on("admission_notes")
      .columns(["application_id", "id"])
      .execute();
    await db.schema
      .alterTable("admission_applications")
      .addColumn("assigned_to", "text", (column) =>
        column.references("staff_user.id").onDelete("set null"),
      )
      .execute();
    // "Assigned to me" on a call's list, newest first; and the set-null when a person is removed.
    await db.schema
      .createIndex("admission_applications_assigned")
      .on("admission_applications")
      .columns(["assigned_to", "call", "created_at", "id"])
      .execute();
  },
});
