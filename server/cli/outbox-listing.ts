import type { Database } from "#server/db/database.ts";
import { outboxRepository } from "#server/db/outbox-repository.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";

/** How many mails `npm run leads -- outbox` prints unless told. */
export const outboxListingDefault = 20;

/**
 * The newest mails of the outbox as text, newest first: what was sent or
 * waits to be, to whom, and the mail as its reader gets it. Without SMTP_URL
 * (a machine running locally) mail never leaves the outbox, so this is how a
 * developer reads the mails the service writes, sealed links opened as the
 * mail worker opens them: whoever runs it holds the database, and the key
 * beside it or in the environment, as the service does.
 */
export async function outboxListing(
  database: Database,
  options: { email?: string; limit: number },
  openSecret: (sealed: string) => string,
): Promise<string> {
  const mails = await outboxRepository(database).newest(options);
  if (mails.length === 0) return "the outbox holds no mail\n";
  return mails
    .map((mail) =>
      [
        `#${mail.id} ${mail.kind}, ${mail.status}${mail.sent_at ? ` ${mail.sent_at}` : ""}, written ${mail.created_at}`,
        `To: ${mail.to_address}`,
        `Subject: ${mail.subject}`,
        ...(mail.attachment_name ? [`Attachment: ${mail.attachment_name}`] : []),
        "",
        textAsSent(mail, openSecret).trimEnd(),
        "",
      ].join("\n"),
    )
    .join(`${"-".repeat(72)}\n`);
}
