import type { Database } from "#server/db/database.ts";
import { type AuditLine, staffAuditRepository } from "#server/db/staff-audit-repository.ts";

/** What the audit log records (issue 21); never message text or other lead content. */
export const auditActions = [
  "sign-in",
  "sign-in-failed",
  "sign-in-refused",
  "sign-out",
  "enrolment",
  "lead-viewed",
  "lead-handled",
  "lead-reopened",
  "leads-handled",
  "leads-reopened",
  "lead-assigned",
  "note-added",
  "lead-alerts-changed",
  "resume-downloaded",
  "export",
  "erasure",
  "invitation",
  "invitation-resent",
  "role-change",
  "person-removed",
  "sessions-ended",
  "session-ended",
  "passkey-added",
  "passkey-removed",
  "content-saved",
  "content-save-refused",
  "publish",
  "rollback",
  "sample-confirmed",
  "sample-unconfirmed",
  "application-viewed",
  "application-file-downloaded",
  "application-moved",
  "applications-moved",
  "application-note-added",
  "application-assigned",
  "application-withdrawn",
  "applications-exported",
  "payment-recorded",
  "payments-exported",
  "payment-document-downloaded",
  "payment-alarm-dealt-with",
  "payment-link-resent",
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEntry = {
  action: AuditAction;
  actor?: { id: string; email: string } | null;
  /** What was acted on, by reference: "contact:12", a staff person's id. */
  target?: string | null;
  /** Figures and filters, never lead content. */
  detail?: Record<string, unknown> | null;
  address?: string | null;
};

export function auditLog(database: Pick<Database, "db">, now: () => Date = () => new Date()) {
  const lines = staffAuditRepository(database);
  /**
   * The row an entry is written as: `record` inserts it, and a change that
   * must not commit without its line inserts it in its own transaction
   * (a role change, decision 232).
   */
  function line(entry: AuditEntry): AuditLine {
    return {
      at: now().toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      address: entry.address ?? null,
    };
  }
  return {
    async record(entry: AuditEntry): Promise<void> {
      await lines.insert(line(entry));
    },

    line,

    list: lines.list,

    /** Deletes entries older than the retention; returns how many went. */
    async purge(retentionDays: number): Promise<number> {
      return lines.deleteBefore(
        new Date(now().getTime() - retentionDays * 86_400_000).toISOString(),
      );
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
