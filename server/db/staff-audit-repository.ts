import type { Insertable } from "kysely";
import type { Database } from "#server/db/database.ts";
import type { StaffAuditLogTable } from "#server/db/schema.ts";

/** A line of the staff audit log as it is inserted. */
export type AuditLine = Insertable<StaffAuditLogTable>;

/** The staff audit log's table; what a line may say is server/staff/audit-log.ts's rule. */
export function staffAuditRepository({ db }: Pick<Database, "db">) {
  return {
    async insert(line: AuditLine): Promise<void> {
      await db.insertInto("staff_audit_log").values(line).execute();
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

    /** Deletes the lines written before `cutoff` (an ISO time); returns how many went. */
    async deleteBefore(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom("staff_audit_log")
        .where("at", "<", cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
