import { createHash } from "node:crypto";

/**
 * Where a mail's secret (a staff sign-in code or invitation, a visitor's
 * status, payment or receipt link) goes in its text. The outbox keeps the
 * text with a mark, and the secret sealed beside it until the mail is sent
 * (server/mail/mail-secrets.ts); the mail worker puts the secret in the
 * mark's place only in the mail it sends, so only the mark is ever stored
 * (decisions 146 and 232).
 *
 * The mark is the mail's own, drawn from its sealed secret (a seal is never
 * the same twice): a mail's text also carries words an editor or a visitor
 * wrote (a form's "after applying", a programme's name, an inviter's
 * address), and a mark anyone could write there would put the secret where
 * they chose, in a link of theirs.
 */
export function secretMarkOf(sealed: string): string {
  return `{{secret:${createHash("sha256").update(sealed).digest("hex").slice(0, 24)}}}`;
}

/**
 * The one mark all mail had before each mail's own (staff mail waiting
 * when the service was upgraded): staff mail says no one's words but the
 * staff's, so its mark was never written by anyone else.
 */
const markBeforeEachMailsOwn = "{{secret}}";

/** A mail's text as the worker sends it: its sealed secret, opened, in its mark's place. */
export function textAsSent(
  mail: { kind: string; text_body: string; sealed_secret: string | null },
  openSecret: (sealed: string) => string,
): string {
  if (mail.sealed_secret === null) return mail.text_body;
  const mark = secretMarkOf(mail.sealed_secret);
  if (mail.text_body.includes(mark)) {
    return mail.text_body.replaceAll(mark, openSecret(mail.sealed_secret));
  }
  return mail.kind.startsWith("staff-")
    ? mail.text_body.replace(markBeforeEachMailsOwn, openSecret(mail.sealed_secret))
    : mail.text_body;
}
