/**
 * Where a mail's secret (a staff sign-in code, an enrolment link) goes in
 * its text. The outbox keeps the text with this mark, and the secret sealed
 * beside it until the mail is sent; the mail worker puts the secret in its
 * place only in the mail it sends, so only the mark is ever stored
 * (docs/decisions/146-staff-mail-keeps-no-secret.md).
 */
export const secretMark = "{{secret}}";
