import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 23 in the staff inbox: applications and hiring requests are marked
 * handled like the other leads, and the inbox's newest-first keyset pages
 * need the same (created_at desc, id desc) index as theirs.
 */
export const talentInbox: Migration = {
  async up(db: AnyDb) {
    for (const table of ["talent_applications", "hiring_requests"]) {
      await db.schema.alterTable(table).addColumn("handled_at", "text").execute();
      await db.schema.alterTable(table).addColumn("handled_by", "text").execute();
      await db.schema
        .createIndex(`${table}_newest`)
        .on(table)
        .columns(["created_at desc", "id desc"])
        .execute();
    }
  },
};
