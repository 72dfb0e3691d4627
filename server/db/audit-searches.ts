import { type Kysely, sql } from "kysely";
import type { InboxFilter } from "#schemas/staff.ts";
import { likeContaining } from "#server/db/like-pattern.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/**
 * What the audit log says of a search (issue 31, item 10): its kind, never
 * its words, which are an address or a name. The audit log keeps an entry a
 * year (STAFF_AUDIT_RETENTION_DAYS), far longer than a person may ask to be
 * forgotten; who exported, when, which kinds and how many rows is what an
 * audit needs (docs/decisions/151-audit-searches-without-personal-data.md).
 */
export function describeSearch(q: string): string {
  if (q.includes("@")) return "(an address)";
  const words = q.split(/\s+/).filter(Boolean).length;
  return words === 1 ? "(a word)" : `(${words} words)`;
}

/** An inbox filter as the audit log records it: the search described, the rest as it was. */
export function auditedFilter(filter: InboxFilter): Record<string, string> {
  const { q, ...rest } = filter;
  return q ? { ...rest, q: describeSearch(q) } : rest;
}

function withoutAddress(value: unknown, address: string): unknown {
  if (typeof value === "string") {
    return value.toLowerCase().includes(address)
      ? value.replace(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), () =>
          describeSearch(address),
        )
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => withoutAddress(item, address));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutAddress(item, address)]),
    );
  }
  return value;
}

/**
 * Part of an erasure, in its transaction: audit entries that quote the
 * address (written before searches were described, or by an instance still
 * running the older release) keep everything else and lose the address.
 * Returns how many entries changed.
 */
export async function scrubAddressFromAudit(
  db: Kysely<LeadsDatabase>,
  address: string,
): Promise<number> {
  const entries = await db
    .selectFrom("staff_audit_log")
    .select(["id", "detail"])
    .where(sql<boolean>`lower(detail) like ${likeContaining(address)} escape '\\'`)
    .execute();
  for (const entry of entries) {
    const detail = withoutAddress(JSON.parse(entry.detail ?? "null"), address);
    await db
      .updateTable("staff_audit_log")
      .set({ detail: JSON.stringify(detail) })
      .where("id", "=", entry.id)
      .execute();
  }
  return entries.length;
}
