import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 25, item 4: each pending signup carries the nonce its confirmation
 * links were sealed with, so a link from before an unsubscribe cannot confirm
 * a signup someone else made later. Signups pending from before have none:
 * their links no longer confirm, and signing up again sends a new one once
 * the per-address window allows.
 */
export const signupNonce: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("mailing_list_signups").addColumn("confirm_nonce", "text").execute();
  },
};
