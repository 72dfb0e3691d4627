import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 32, item 20: an admin's confirmation that a sample fact may go live
 * as it is (docs/decisions/171-sample-facts.md). One row per fact, holding the
 * digest of the sample values confirmed: when any of them changes, the
 * confirmation no longer covers the fact.
 */
export const sampleConfirmations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("sample_confirmations")
      .addColumn("fact", "text", (column) => column.primaryKey())
      .addColumn("digest", "text", (column) => column.notNull())
      .addColumn("confirmed_by", "text", (column) => column.notNull())
      .addColumn("confirmed_at", "text", (column) => column.notNull())
      .execute();
  },
};
