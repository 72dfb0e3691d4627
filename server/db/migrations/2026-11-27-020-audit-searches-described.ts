import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * A search as the audit log now records it. Migrations import no app code,
 * so this repeats `describeSearch` of server/db/audit-searches.ts.
 */
function describeSearch(q: string): string {
  if (q.includes("@")) return "(an address)";
  const words = q.split(/\s+/).filter(Boolean).length;
  return words === 1 ? "(a word)" : `(${words} words)`;
}

/**
 * Issue 31, item 10: an export's audit entry quoted its search (an address,
 * a name) and kept it for a year, after the person was erased. Entries
 * written before this release keep everything but the search's words
 * (docs/decisions/151-audit-searches-without-personal-data.md).
 */
export const auditSearchesDescribed: Migration = {
  async up(db: AnyDb) {
    const entries: { id: number; detail: string }[] = await db
      .selectFrom("staff_audit_log")
      .select(["id", "detail"])
      .where("detail", "like", '%"q":%')
      .execute();
    for (const entry of entries) {
      const detail = JSON.parse(entry.detail) as { filter?: { q?: unknown } };
      const q = detail.filter?.q;
      if (typeof q !== "string" || /^\(.*\)$/.test(q)) continue;
      const described = { ...detail, filter: { ...detail.filter, q: describeSearch(q) } };
      await db
        .updateTable("staff_audit_log")
        .set({ detail: JSON.stringify(described) })
        .where("id", "=", entry.id)
        .execute();
    }
  },
};
