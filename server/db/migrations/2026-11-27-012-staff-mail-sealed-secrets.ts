import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 31, item 4: a staff mail's secret (a sign-in code, an enrolment
 * link) waits sealed in `sealed_secret` until the mail is sent, and is gone
 * after (docs/decisions/146). Staff mails written before kept theirs in the
 * text, and the code in the subject: they are deleted, queued ones included
 * (a code lasts 10 minutes; an admin resends an invitation from People).
 */
export const staffMailSealedSecrets: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("outbox_messages").addColumn("sealed_secret", "text").execute();
    await db
      .deleteFrom("outbox_messages")
      .where("kind", "in", ["staff-sign-in-code", "staff-invitation"])
      .execute();
  },
};
