import SQLite from "better-sqlite3";
import type { OutboxMessagesTable } from "../../server/db/schema.ts";
import { mailSecrets } from "../../server/mail/mail-secrets.ts";
import type { LeadServer } from "./lead-server.ts";

/**
 * The code or link of the newest mail of a kind to an address, as the mail
 * worker would send it: the outbox keeps it sealed under the staff secret,
 * which a server without STAFF_AUTH_SECRET keeps in its database.
 */
export function mailedSecret(
  server: LeadServer,
  email: string,
  kind: OutboxMessagesTable["kind"],
): string {
  const database = new SQLite(server.sqlitePath, { readonly: true });
  try {
    const row = database
      .prepare(
        "select sealed_secret from outbox_messages where kind = ? and to_address = ? order by id desc",
      )
      .get(kind, email) as { sealed_secret: string | null } | undefined;
    const secret = database
      .prepare("select value from service_secrets where name = 'staff-auth'")
      .get() as { value: string };
    const opened = row?.sealed_secret ? mailSecrets(secret.value).open(row.sealed_secret) : "";
    if (!opened) throw new Error(`no ${kind} mail to ${email}`);
    return opened;
  } finally {
    database.close();
  }
}
