/**
 * Where a mail's secret (a staff sign-in code or invitation, a visitor's
 * status, payment or receipt link) goes in its text. The outbox keeps the
 * text with this mark, and the secret sealed beside it until the mail is
 * sent (server/mail/mail-secrets.ts); the mail worker puts the secret in its
 * place only in the mail it sends, so only the mark is ever stored
 * (decisions 146 and 232).
 */
export const secretMark = "{{secret}}";

/** A mail's text as the worker sends it: its sealed secret, opened, in the mark's place. */
export function textAsSent(
  mail: { text_body: string; sealed_secret: string | null },
  openSecret: (sealed: string) => string,
): string {
  if (mail.sealed_secret === null) return mail.text_body;
  return mail.text_body.replaceAll(secretMark, openSecret(mail.sealed_secret));
}
