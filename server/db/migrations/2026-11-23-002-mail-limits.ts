import { type CreateTableBuilder, type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Counters worth little after a crash (PostgreSQL then empties unlogged
 * tables) stay out of its WAL, so their writes wait for no fsync.
 */
export function unloggedOnPostgres(dialect: SqlDialect) {
  return (table: CreateTableBuilder<string>) =>
    dialect === "postgres" ? table.modifyFront(sql`unlogged`) : table;
}

/**
 * Issue 12, item 3: when each kind of mail last went to an address (the
 * per-recipient cap), and mail to visitors per clock hour (the send budget),
 * in the database so that every instance counts the same.
 */
export const mailLimits = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("mail_recipient_caps")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("last_queued_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("mail_recipient_caps_pk", ["kind", "address"])
      .execute();
    await db.schema
      .createTable("mail_send_budget")
      .$call(unloggedOnPostgres(dialect))
      .addColumn("hour", "text", (column) => column.primaryKey())
      .addColumn("queued", "integer", (column) => column.notNull())
      .execute();
  },
});
