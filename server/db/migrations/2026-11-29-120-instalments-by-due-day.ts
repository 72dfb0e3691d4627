import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 35: a reminders pass asks for the instalments falling due in the
 * coming week, not for every invoice ever issued, so it finds them by their
 * due day.
 */
export const instalmentsByDueDay: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex("payment_instalments_due_on")
      .ifNotExists()
      .on("payment_instalments")
      .columns(["due_on", "part"])
      .execute();
  },
};
