import type { OutboxMessagesTable } from "#server/db/schema.ts";

/** A mail as a message builder drafts it (server/mail/*-messages.ts), before the outbox has it. */
export type OutboxDraft = Pick<
  OutboxMessagesTable,
  "kind" | "to_address" | "subject" | "text_body" | "attachment_name"
> & { unsubscribe_url?: string | null };

/**
 * The outbox row of a mail queued at `at`: due at once, not tried yet. Every
 * queue that writes mail (a lead's, an alert's, a staff member's) starts a
 * message the same way, so the worker finds them all alike.
 */
export function queuedMailRow<Mail extends OutboxDraft>(mail: Mail, at: string) {
  return {
    ...mail,
    unsubscribe_url: mail.unsubscribe_url ?? null,
    status: "queued" as const,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  };
}
