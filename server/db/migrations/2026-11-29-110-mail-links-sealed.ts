import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** The visitor mails that carried a bearer link in their text, as this migration found them. */
const linkMailKinds = [
  "admission-confirmation",
  "payment-offer",
  "payment-reminder",
  "payment-receipt",
];
/** Such a mail's link: the only address in it with a token. */
const bearerLink = /https?:\/\/\S+[?&]token=\S+/g;
/** The outbox's mark of a secret's place (server/mail/secret-mark.ts, as it was then). */
const secretMark = "{{secret}}";

/**
 * Decision 232: an applicant's status link and a parent's payment and
 * receipt links wait sealed beside the mail's text, as staff mails' secrets
 * do, and are gone once it is sent. The mails already sent or given up kept
 * theirs in the text: each link becomes the mark, so no copy of the
 * database taken from now on opens an application or an invoice. Mails
 * still waiting need the key to be sealed, which a migration does not
 * have: the service seals them as it starts (outbox-repository.ts,
 * `sealWaitingLinks`).
 */
export const mailLinksSealed = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const done: { id: number; text_body: string }[] = await db
      .selectFrom("outbox_messages")
      .select(["id", "text_body"])
      .where("status", "in", ["sent", "failed"])
      .where("kind", "in", linkMailKinds)
      .execute();
    let blanked = 0;
    for (const mail of done) {
      const text = mail.text_body.replace(bearerLink, secretMark);
      if (text === mail.text_body) continue;
      await db
        .updateTable("outbox_messages")
        .set({ text_body: text })
        .where("id", "=", mail.id)
        .execute();
      blanked += 1;
    }
    // The rows' old pages stay in SQLite's write-ahead log until a checkpoint empties it.
    if (blanked > 0 && dialect === "sqlite") {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    }
  },
});
