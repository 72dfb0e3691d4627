import type { Database } from "#server/db/database.ts";
import { erasePersonRows } from "#server/db/person-erasure.ts";
import { admissionFilesDirectory, resumeStore } from "#server/talent/resume-store.ts";

/** Where a person is kept: the database and the folder of the files visitors sent. */
export type PersonStores = { database: Pick<Database, "db">; uploadsDir: string };

/**
 * A person's erasure, the one the staff inbox, `npm run leads -- delete` and
 * a restore (erasing again who was forgotten after its backup) all run:
 * every row of the address in one transaction (server/db/person-erasure.ts),
 * then the résumés and application files those rows named (a file whose
 * removal fails is an orphan the next retention sweep deletes). Returns the
 * rows removed per table and `resume_files`, the files deleted. The caller
 * then wipes what the rows left in the database's files
 * (`erasedTraces(…).clean()`), once for any number of people.
 */
export async function erasePerson(
  { database, uploadsDir }: PersonStores,
  email: string,
): Promise<Record<string, number>> {
  const erased = await erasePersonRows(database, email);
  const resumes = resumeStore(uploadsDir);
  for (const file of erased.resumeFiles) await resumes.remove(file);
  const admissionFiles = resumeStore(admissionFilesDirectory(uploadsDir));
  for (const file of erased.admissionFiles) await admissionFiles.remove(file);
  return {
    ...erased.removed,
    resume_files: erased.resumeFiles.length + erased.admissionFiles.length,
  };
}
