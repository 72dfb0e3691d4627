import type { TalentErasure, TalentRepository } from "#server/db/talent-repository.ts";
import type { ResumeStore } from "#server/talent/resume-store.ts";

/**
 * A person's request to be forgotten: their applications, résumés and hiring
 * requests. Rows go first, in one transaction; a file whose removal fails is
 * an orphan that the next sweep deletes. The staff erasure, the CLI and the
 * restore (which erases again those forgotten after its backup) call it. A
 * module of its own: the talent mails read the content folder, which a
 * restore may not have yet.
 */
export async function eraseTalentByEmail(
  repository: Pick<TalentRepository, "eraseByEmail">,
  store: Pick<ResumeStore, "remove">,
  email: string,
): Promise<TalentErasure> {
  const erasure = await repository.eraseByEmail(email);
  for (const file of erasure.resumeFiles) await store.remove(file);
  return erasure;
}
