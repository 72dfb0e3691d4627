import type { BackupSettings } from "#server/cli/backup-folder.ts";
import { createDatabase } from "#server/db/database.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { type Erasure, erasureLedger } from "#server/db/erasure-ledger.ts";
import { erasePerson } from "#server/erasure/erase-person.ts";

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
    for (const address of addresses) {
      await erasePerson({ database, uploadsDir: settings.UPLOADS_DIR }, address);
    }
    await erasedTraces(database).clean();
    return addresses.length;
  } finally {
    await database.close();
  }
}
