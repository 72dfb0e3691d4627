import { eraseAdmissionsByEmail } from "#server/admissions/admission-erasure.ts";
import type { BackupSettings } from "#server/cli/backup-folder.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import { createDatabase } from "#server/db/database.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { type Erasure, erasureLedger } from "#server/db/erasure-ledger.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { talentRepository } from "#server/db/talent-repository.ts";
import { admissionFilesDirectory, resumeStore } from "#server/talent/resume-store.ts";
import { eraseTalentByEmail } from "#server/talent/talent-erasure.ts";

/**
 * After a restore: the people erased from the replaced database after the
 * backup was taken are in the restored copy again, so they are erased again,
 * rows, résumés and traces, and the restored ledger learns every erasure the
 * replaced one knew (for a later restore of an older backup). Erasures from
 * before the backup are already in it; a person who came back after such an
 * erasure is left alone. Returns how many people were erased again.
 */
export async function eraseAgainAfterRestore(
  settings: BackupSettings,
  erasures: readonly Erasure[],
  backupTakenAt: string,
): Promise<number> {
  if (erasures.length === 0) return 0;
  const database = await createDatabase(settings);
  try {
    const ledger = erasureLedger(database);
    await ledger.merge(erasures);
    const addresses = await ledger.addressesAmong(
      erasures.filter((erasure) => erasure.erased_at > backupTakenAt),
    );
    const leads = leadQueries(database);
    const talent = talentRepository(database, leadsRepository(database));
    const store = resumeStore(settings.UPLOADS_DIR);
    const admissions = admissionsRepository(database, leadsRepository(database));
    const admissionFiles = resumeStore(admissionFilesDirectory(settings.UPLOADS_DIR));
    for (const address of addresses) {
      await eraseTalentByEmail(talent, store, address);
      await eraseAdmissionsByEmail(admissions, admissionFiles, address);
      await leads.deleteByEmail(address);
    }
    await erasedTraces(database).clean();
    return addresses.length;
  } finally {
    await database.close();
  }
}
