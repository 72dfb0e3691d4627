import { sql } from "kysely";
import type { LeadKind } from "#schemas/staff.ts";
import type { LeadNote, LeadRecord } from "#schemas/staff-leads.ts";
import type { Database } from "#server/db/database.ts";
import { type Cursor, inboxPages, type LeadFilter } from "#server/db/inbox-pages.ts";
import { type LeadExportRecord, leadRecords } from "#server/db/lead-records.ts";
import { formLeadTables, type LeadType, leadTables } from "#server/db/lead-tables.ts";
import type { SignupStatus } from "#server/db/schema.ts";

export type { LeadType };

/**
 * Reading and erasing leads: the staff inbox and the CLI (`npm run leads`)
 * use these same queries; server/db/leads-repository.ts keeps the writes.
 */
export function leadQueries(database: Pick<Database, "db" | "dialect">) {
  const { db } = database;
  const pages = inboxPages(database);
  const { records, notesOf } = leadRecords(database);

  return {
    /**
     * A page of the inbox after `after`, the cursor of the next one if there
     * is more, and on the first page how many matches of its search the rest
     * of its filter hides.
     */
    async inboxPage(filter: LeadFilter, after: Cursor | null, limit: number) {
      const [page, hidden] = await Promise.all([
        pages.page(filter, after, limit),
        after ? null : pages.hiddenMatches(filter),
      ]);
      return { ...page, hidden };
    },

    /**
     * Every lead of a filter in full, in the inbox's order, for an export:
     * a page of the list at a time, then each kind's rows and notes of that
     * page by id, so memory holds one page whatever the export's size.
     */
    async *exportRecords(filter: LeadFilter, pageSize = 1_000): AsyncGenerator<LeadExportRecord> {
      for await (const items of pages.all(filter, pageSize)) {
        const byKind = new Map<LeadKind, number[]>();
        for (const item of items) {
          const ids = byKind.get(item.kind) ?? [];
          ids.push(item.id);
          byKind.set(item.kind, ids);
        }
        const found = new Map<LeadKind, Awaited<ReturnType<typeof records>>>();
        const notes = new Map<LeadKind, Map<number, LeadNote[]>>();
        for (const [kind, ids] of byKind) {
          found.set(kind, await records(kind, ids));
          notes.set(kind, await notesOf(kind, ids));
        }
        for (const item of items) {
          const row = found.get(item.kind)?.get(item.id);
          // Erased between the page and its rows: it is no longer a lead to export.
          if (!row) continue;
          const { assignee_email: assignee, ...lead } = row;
          yield {
            kind: item.kind,
            lead,
            assignee,
            notes: notes.get(item.kind)?.get(item.id) ?? [],
          };
        }
      }
    },

    /** One lead with its kind's fields and its notes, or undefined. */
    async leadDetail(
      kind: LeadKind,
      id: number,
    ): Promise<{ lead: LeadRecord; notes: LeadNote[] } | undefined> {
      const row = (await records(kind, [id])).get(id);
      if (!row) return undefined;
      const { assignee_email: _email, ...lead } = row;
      return { lead, notes: (await notesOf(kind, [id])).get(id) ?? [] };
    },

    /**
     * Marks a lead handled (or new again). Two people at once: both writes
     * happen, the last one stands, and the audit log keeps both.
     */
    async markHandled(kind: LeadKind, id: number, handledBy: string | null, at: string) {
      const result = await sql`update ${sql.table(leadTables[kind])}
        set handled_at = ${handledBy ? at : null}, handled_by = ${handledBy}
        where id = ${id}`.execute(db);
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /**
     * The start page's leads: received since `since`, by kind, and confirmed
     * subscribers (the applications to programmes are the admissions
     * repository's to count: server/staff/inbox-routes.ts puts them together).
     */
    async startCounts(since: string) {
      const received: Record<string, number> = {};
      for (const [kind, table] of Object.entries(leadTables)) {
        const { rows } = await sql<{ count: number | string }>`select count(*) as count
          from ${sql.table(table)} where created_at >= ${since}`.execute(db);
        received[kind] = Number(rows[0]?.count ?? 0);
      }
      const confirmed = await db
        .selectFrom("mailing_list_signups")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("status", "=", "confirmed")
        .executeTakeFirstOrThrow();
      return {
        received: received as Record<LeadKind, number>,
        confirmedSubscribers: Number(confirmed.count),
      };
    },

    /** Newest first; mailing-list rows of one status only when `status` is given. */
    async listLeads(type: LeadType, since?: string, status?: SignupStatus) {
      let query = db
        .selectFrom(formLeadTables[type])
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (since) query = query.where("created_at", ">=", since);
      if (type === "mailing" && status) {
        query = query.where(sql.ref("status"), "=", status);
      }
      const rows = (await query.execute()) as Record<string, unknown>[];
      // The nonce is a key to the signup's confirmation, not a fact about the lead.
      return rows.map(({ confirm_nonce: _key, ...lead }) => lead);
    },

    async countLeads(type: LeadType): Promise<number> {
      const row = await db
        .selectFrom(formLeadTables[type])
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countSpam(): Promise<number> {
      const row = await db
        .selectFrom("spam_rejections")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type LeadQueries = ReturnType<typeof leadQueries>;
