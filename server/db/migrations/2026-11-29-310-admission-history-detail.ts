import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * An application's history says which mail went with each move, and its
 * assignment changes (walk of the staff side, 2026-11-29):
 * - `admission_stage_changes.mail_subject`: the subject of the mail queued
 *   with the move, '' when none went; null on the lines stored before,
 *   whose mail nobody recorded.
 * - an index on the audit log's (target, action), from which the page reads
 *   an application's assignment lines without reading the whole log.
 */
export const admissionHistoryDetail: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("admission_stage_changes")
      .addColumn("mail_subject", "text")
      .execute();
    await db.schema
      .createIndex("staff_audit_log_target")
      .on("staff_audit_log")
      .columns(["target", "action", "id"])
      .execute();
  },
};
