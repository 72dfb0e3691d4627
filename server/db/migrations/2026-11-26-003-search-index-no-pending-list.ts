import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

const searchIndexes = [
  "contact_messages_search",
  "brochure_requests_search",
  "mailing_list_signups_search",
  "talent_applications_search",
  "hiring_requests_search",
];

/**
 * PostgreSQL's GIN indexes keep new entries in a pending list (fastupdate)
 * that every search reads through until a vacuum merges it: after a burst of
 * signups a search that matches nothing took 15 ms instead of 0.1 ms. Leads
 * arrive one at a time, so each goes straight into the index instead, and
 * the list built so far is merged now (decision 063).
 */
export const searchIndexNoPendingList = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== "postgres") return;
    for (const index of searchIndexes) {
      await sql.raw(`alter index ${index} set (fastupdate = off)`).execute(db);
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
  },
});
