import type { OutboxMessagesTable } from "#server/db/schema.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";

/**
 * A mail as a message builder drafts it (server/mail/*-messages.ts), before
 * the outbox has it. A mail that carries a bearer link or code has
 * `secretMark` in its text and the secret in `sealed_secret` (decision 232).
 */
export type OutboxDraft = Pick<
  OutboxMessagesTable,
  "kind" | "to_address" | "subject" | "text_body" | "attachment_name"
> & { unsubscribe_url?: string | null; sealed_secret?: SealedMailSecret | null };

/**
 * The outbox row of a mail queued at `at`: due at once, not tried yet. Every
 * queue that writes mail (a lead's, an alert's, a staff member's) starts a
 * message the same way, so the worker finds them all alike.
 */
export function queuedMailRow<Mail extends OutboxDraft>(mail: Mail, at: string) {
  return {
    ...mail,
    unsubscribe_url: mail.unsubscribe_url ?? null,
    sealed_secret: mail.sealed_secret ?? null,
    status: "queued" as const,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  };
}
