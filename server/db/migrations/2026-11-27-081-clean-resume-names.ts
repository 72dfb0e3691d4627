import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * The characters server/uploads/pdf-file-name.ts keeps out of a file name
 * from now on, written out here because a migration never imports app code:
 * control and format characters (bidirectional controls among them) and
 * line and paragraph separators.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Issue 31, item 19: résumé names stored before the upload check dropped
 * bidirectional controls could show "cv\u202Efdp.exe.pdf" as another name in
 * the inbox and the download. Each such name is rewritten without them.
 */
export const cleanResumeNames: Migration = {
  async up(db: AnyDb) {
    const rows = await db.selectFrom("talent_applications").select(["id", "resume_name"]).execute();
    for (const row of rows as { id: number; resume_name: string }[]) {
      const clean = row.resume_name.normalize("NFC").replace(invisible, "").trim();
      if (clean === row.resume_name) continue;
      await db
        .updateTable("talent_applications")
        .set({ resume_name: clean === ".pdf" || clean === "" ? "resume.pdf" : clean })
        .where("id", "=", row.id)
        .execute();
    }
  },
};
