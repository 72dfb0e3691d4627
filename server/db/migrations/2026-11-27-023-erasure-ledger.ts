import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Who was erased, and when, as a hash of the address, for as long as a backup
 * may still hold them: a restore erases them again
 * (docs/decisions/150-erasure-leaves-no-trace.md).
 */
export const erasureLedger: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("erasures")
      .addColumn("address_hash", "text", (column) => column.primaryKey())
      .addColumn("erased_at", "text", (column) => column.notNull())
      .execute();
  },
};
