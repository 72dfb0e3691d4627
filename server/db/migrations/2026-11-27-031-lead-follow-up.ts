import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

type SqlDialect = "sqlite" | "postgres";

/** The lead tables, by the kind names the inbox uses. */
const leadTables = {
  contact: "contact_messages",
  brochure: "brochure_requests",
  mailing: "mailing_list_signups",
  application: "talent_applications",
  "hiring-request": "hiring_requests",
} as const;

/**
 * Following a lead up (issue 32, item 14): who it is assigned to, the staff's
 * notes on it, which kinds of new lead each person is mailed about, and the
 * ledger that mails each person once per lead. The outbox learns Reply-To,
 * so a staff member answers the visitor from the mail.
 *
 * A note quotes the lead and a ledger row names it, so both go with the lead
 * however it is deleted (the erasure, the retention sweep, the CLI): a
 * trigger on each lead table, which also keeps a reused SQLite id from
 * inheriting an older lead's notes.
 */
export const leadFollowUp = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());

    await id(db.schema.createTable("lead_notes"))
      .addColumn("lead_kind", "text", (column) => column.notNull())
      .addColumn("lead_id", "integer", (column) => column.notNull())
      .addColumn("author_id", "text", (column) =>
        column.references("staff_user.id").onDelete("set null"),
      )
      // Kept as written, so a note still says who wrote it after they leave.
      .addColumn("author_email", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("lead_notes_lead")
      .on("lead_notes")
      .columns(["lead_kind", "lead_id", "id"])
      .execute();

    await db.schema
      .createTable("staff_lead_alerts")
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("staff_user.id").onDelete("cascade"),
      )
      .addColumn("lead_kind", "text", (column) => column.notNull())
      // Leads from this moment on: choosing a kind never mails the backlog.
      .addColumn("since", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("staff_lead_alerts_key", ["user_id", "lead_kind"])
      .execute();

    await db.schema
      .createTable("lead_alert_deliveries")
      .addColumn("lead_kind", "text", (column) => column.notNull())
      .addColumn("lead_id", "integer", (column) => column.notNull())
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("staff_user.id").onDelete("cascade"),
      )
      .addColumn("queued_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("lead_alert_deliveries_key", ["lead_kind", "lead_id", "user_id"])
      .execute();
    await db.schema
      .createIndex("lead_alert_deliveries_queued")
      .on("lead_alert_deliveries")
      .column("queued_at")
      .execute();

    await db.schema.alterTable("outbox_messages").addColumn("reply_to", "text").execute();

    if (dialect === "postgres") {
      await sql`create function lead_follow_up_forget() returns trigger language plpgsql as $$
        begin
          delete from lead_notes where lead_kind = tg_argv[0] and lead_id = old.id;
          delete from lead_alert_deliveries where lead_kind = tg_argv[0] and lead_id = old.id;
          return old;
        end $$`.execute(db);
    }
    for (const [kind, table] of Object.entries(leadTables)) {
      await db.schema
        .alterTable(table)
        .addColumn("assigned_to", "text", (column) =>
          column.references("staff_user.id").onDelete("set null"),
        )
        .execute();
      // "Assigned to me", newest first; and the set-null when a person is removed.
      await db.schema
        .createIndex(`${table}_assigned`)
        .on(table)
        .columns(["assigned_to", "created_at desc", "id desc"])
        .execute();
      if (dialect === "postgres") {
        await sql
          .raw(
            `create trigger ${table}_follow_up after delete on ${table}
              for each row execute function lead_follow_up_forget('${kind}')`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create trigger ${table}_follow_up after delete on ${table} begin
              delete from lead_notes where lead_kind = '${kind}' and lead_id = old.id;
              delete from lead_alert_deliveries where lead_kind = '${kind}' and lead_id = old.id;
            end`,
          )
          .execute(db);
      }
    }
  },
});
