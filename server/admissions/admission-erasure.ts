import type { AdmissionsRepository } from "#server/db/admissions-repository.ts";
import type { ResumeStore } from "#server/talent/resume-store.ts";

/**
 * A person's request to be forgotten, for their applications on the hub's
 * own forms and their places on the waitlists: the rows first, in one
 * transaction, then their files (a file whose removal fails is an orphan
 * the next sweep deletes). Called beside the talent erasure by the staff
 * erasure, the CLI and the restore.
 */
export async function eraseAdmissionsByEmail(
  repository: Pick<AdmissionsRepository, "eraseByEmail">,
  store: Pick<ResumeStore, "remove">,
  email: string,
): Promise<{ removed: number; files: string[]; waitlistPlaces: number }> {
  const erasure = await repository.eraseByEmail(email);
  for (const file of erasure.files) await store.remove(file);
  return erasure;
}
