import { sql } from "kysely";
import { eraseAdmissionRows } from "#server/db/admissions-repository.ts";
import { scrubAddressFromAudit } from "#server/db/audit-searches.ts";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows, personalTables } from "#server/db/erased-traces.ts";
import { recordErasure } from "#server/db/erasure-ledger.ts";
import { formLeadTables } from "#server/db/lead-tables.ts";
import { likeContaining } from "#server/db/like-pattern.ts";
import { eraseTalentRows } from "#server/db/talent-repository.ts";

/** What a person's erasure deleted: rows (or audit entries scrubbed) per table, and the files its rows named. */
export type ErasedRows = {
  removed: Record<string, number>;
  resumeFiles: string[];
  admissionFiles: string[];
};

/**
 * A request to be forgotten (the right to erasure), as rows: every row that
 * holds the address, in one transaction, so an erasure that fails leaves the
 * person whole and one that succeeds leaves nothing of them: the forms'
 * leads (their notes and alert marks go by trigger), the talent leads, the
 * programme applications with their notes and history, the waitlist places
 * and what they were told, the mails to the address, quoting it or answering
 * to it, its per-recipient mail slots, and the audit entries that quoted it.
 * The books (payments) name an application by id and reference, never an
 * address, and stay (decision 241). The erasure is written to the ledger, so
 * a restore of an older backup erases the person again, and every personal
 * table is noted for the wipe of its files (decision 150). The files are the
 * caller's: server/erasure/erase-person.ts.
 */
export async function erasePersonRows(
  { db }: Pick<Database, "db">,
  email: string,
): Promise<ErasedRows> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const removed: Record<string, number> = {};
    for (const table of Object.values(formLeadTables)) {
      const result = await trx.deleteFrom(table).where("email", "=", address).executeTakeFirst();
      removed[table] = Number(result.numDeletedRows);
    }
    const talent = await eraseTalentRows(trx, address);
    const admissions = await eraseAdmissionRows(trx, address);
    const outbox = await trx
      .deleteFrom("outbox_messages")
      .where((eb) =>
        eb.or([
          eb("to_address", "=", address),
          eb("reply_to", "=", address),
          // Staff notifications quote the address; _ and % in it must match literally.
          sql<boolean>`${eb.ref("text_body")} like ${likeContaining(address)} escape '\\'`,
        ]),
      )
      .executeTakeFirst();
    removed.outbox_messages = Number(outbox.numDeletedRows);
    await trx.deleteFrom("mail_recipient_caps").where("address", "=", address).execute();
    removed.audit_entries_scrubbed = await scrubAddressFromAudit(trx, address);
    await recordErasure(trx, address, new Date().toISOString());
    // Every table that held the person, whatever this erasure found:
    // earlier updates and deletions may have left their bytes there too.
    await noteDeletedRows(trx, personalTables);
    return {
      removed: { ...removed, ...talent.removed, ...admissions.removed },
      resumeFiles: talent.resumeFiles,
      admissionFiles: admissions.files,
    };
  });
}
