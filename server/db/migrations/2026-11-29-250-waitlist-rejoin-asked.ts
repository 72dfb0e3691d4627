import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Decision 247: when a place left was last mailed the link that puts it
 * back on its waitlist, so a form post mails an address that left at most
 * once a week per programme. Null when it never was, and again once back.
 */
export const waitlistRejoinAsked: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("waitlist_entries").addColumn("rejoin_asked_at", "text").execute();
  },
};
