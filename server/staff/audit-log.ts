import type { Database } from "#server/db/database.ts";

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

export function auditLog({ db }: Pick<Database, "db">, now: () => Date = () => new Date()) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db
        .insertInto("staff_audit_log")
        .values({
          at: now().toISOString(),
          actor_id: entry.actor?.id ?? null,
          actor_email: entry.actor?.email ?? null,
          action: entry.action,
          target: entry.target ?? null,
          detail: entry.detail ? JSON.stringify(entry.detail) : null,
          address: entry.address ?? null,
        })
        .execute();
    },

    /** Newest first, a page at a time: `before` is the last id of the previous page. */
    async list(options: { before?: number; limit: number }) {
      return db
        .selectFrom("staff_audit_log")
        .selectAll()
        .$if(options.before !== undefined, (query) =>
          query.where("id", "<", options.before as number),
        )
        .orderBy("id", "desc")
        .limit(options.limit)
        .execute();
    },

    /** Deletes entries older than the retention; returns how many went. */
    async purge(retentionDays: number): Promise<number> {
      const cutoff = new Date(now().getTime() - retentionDays * 86_400_000).toISOString();
      const result = await db
        .deleteFrom("staff_audit_log")
        .where("at", "<", cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
