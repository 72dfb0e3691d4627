import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 12, consent: a signup is pending, confirmed or unsubscribed; each mail
 * to a visitor keeps its List-Unsubscribe address; the secret that seals the
 * links is kept for every instance. Signups stored before consent existed
 * become pending: nobody confirmed them.
 */
export const mailingListConsent: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("mailing_list_signups")
      .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
      .execute();
    await db.schema.alterTable("mailing_list_signups").addColumn("confirmed_at", "text").execute();
    await db.schema
      .alterTable("mailing_list_signups")
      .addColumn("unsubscribed_at", "text")
      .execute();
    await db.schema.alterTable("outbox_messages").addColumn("unsubscribe_url", "text").execute();
    await db.schema
      .createTable("service_secrets")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .execute();
  },
};
