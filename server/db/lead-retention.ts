import type { RetainedLeadKind } from "#schemas/lead-retention.ts";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows } from "#server/db/erased-traces.ts";
import { erasureLedger } from "#server/db/erasure-ledger.ts";
import type { LeadsDatabase, OutboxMessagesTable } from "#server/db/schema.ts";

/**
 * Where each kind of lead lives, and the mails about it that quote it (a
 * confirmation to the sender, the staff's notification and mails): they go when the
 * lead's period is over, or the outbox would keep what /privacy says is gone.
 */
export const retainedLeads = {
  application: {
    table: "talent_applications",
    mails: ["application-confirmation", "application-notification", "application-alert"],
  },
  "hiring-request": {
    table: "hiring_requests",
    mails: ["hiring-request-confirmation", "hiring-request-notification", "hiring-request-alert"],
  },
  contact: { table: "contact_messages", mails: ["contact-notification", "contact-alert"] },
  brochure: { table: "brochure_requests", mails: ["brochure", "brochure-alert"] },
  // Their notes and stage history go with them (deleteApplications); the
  // payment mails stay with the books, which name the reference only.
  admission: {
    table: "admission_applications",
    mails: ["admission-confirmation", "admission-repeat", "admission-stage", "admission-alert"],
  },
  // What a place was told (waitlist_notices) goes with it, by its foreign key.
  waitlist: {
    table: "waitlist_entries",
    mails: ["waitlist-joined", "waitlist-rejoin", "waitlist-call-open"],
  },
} as const satisfies Record<
  RetainedLeadKind,
  { table: keyof LeadsDatabase; mails: readonly OutboxMessagesTable["kind"][] }
>;

/**
 * The kinds swept here; talent applications go with their résumés in the
 * talent sweep, programme applications with their files in the admissions one.
 */
export type RowOnlyLeadKind = Exclude<RetainedLeadKind, "application" | "admission">;

/** The start of the retention period at `now`: rows created before it are deleted. */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** Deletes the mails of `kind` queued before `cutoff`, in the caller's transaction. */
export async function deleteMailsBefore(
  db: Database["db"],
  kind: RetainedLeadKind,
  cutoff: string,
): Promise<number> {
  const result = await db
    .deleteFrom("outbox_messages")
    .where("kind", "in", [...retainedLeads[kind].mails])
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The retention rule for the leads without files (contact messages, brochure
 * requests, hiring requests, waitlist places): each kind, with its mails, is deleted once it is
 * older than its period (`<KIND>_RETENTION_MONTHS`, stated on /privacy). One
 * transaction per kind; every step is idempotent, so every instance may sweep.
 */
export function leadRetention(
  { db }: Pick<Database, "db">,
  months: Record<RowOnlyLeadKind, number>,
  backupRetentionDays: number,
) {
  return {
    /**
     * How many leads of each kind went. The erasure ledger forgets whom no
     * backup can hold any more: a day past BACKUP_RETENTION_DAYS, should a
     * night's backup, which prunes the old ones, have failed.
     */
    async sweep(now = new Date()): Promise<Record<RowOnlyLeadKind, number>> {
      await erasureLedger({ db }).prune(
        new Date(now.getTime() - (backupRetentionDays + 1) * 86_400_000),
      );
      const swept = { "hiring-request": 0, contact: 0, brochure: 0, waitlist: 0 };
      for (const kind of Object.keys(swept) as RowOnlyLeadKind[]) {
        const cutoff = retentionCutoff(now, months[kind]);
        swept[kind] = await db.transaction().execute(async (trx) => {
          const mails = await deleteMailsBefore(trx, kind, cutoff);
          const result = await (kind === "waitlist"
            ? // A place left is a note whose period counts from leaving (decision 241).
              trx
                .deleteFrom("waitlist_entries")
                .where("created_at", "<", cutoff)
                .where((eb) => eb.or([eb("left_at", "is", null), eb("left_at", "<", cutoff)]))
            : trx.deleteFrom(retainedLeads[kind].table).where("created_at", "<", cutoff)
          ).executeTakeFirst();
          const leads = Number(result.numDeletedRows);
          // What went must leave no trace in the files either (server/db/erased-traces.ts).
          await noteDeletedRows(trx, [
            ...(leads > 0 ? [retainedLeads[kind].table] : []),
            ...(mails > 0 ? (["outbox_messages"] as const) : []),
          ]);
          return leads;
        });
      }
      return swept;
    },
  };
}

export type LeadRetention = ReturnType<typeof leadRetention>;
