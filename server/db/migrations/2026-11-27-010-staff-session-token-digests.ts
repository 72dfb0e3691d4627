import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 31, item 5: `staff_session.token` now holds the SHA-256 digest of
 * the cookie's token (docs/decisions/145). Rows written before hold the
 * tokens themselves, which a copy of the database could replay, and SQLite
 * has no SHA-256 to convert them with: they are deleted, and staff sign in
 * once more.
 */
export const staffSessionTokenDigests: Migration = {
  async up(db: AnyDb) {
    await db.deleteFrom("staff_session").execute();
  },
};
