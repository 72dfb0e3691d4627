import { type RawBuilder, sql } from "kysely";
import { searchPhrases } from "#schemas/inbox-search.ts";
import type { InboxFilter, LeadKind } from "#schemas/staff.ts";
import type { InboxItem, LeadNote, LeadRecord } from "#schemas/staff-leads.ts";
import type { Database } from "#server/db/database.ts";
import { searchIndexes, type TableSearch } from "#server/db/inbox-search.ts";
import {
  firstLine,
  formLeadTables,
  inboxColumns,
  type LeadType,
  leadTables,
  recordColumns,
} from "#server/db/lead-tables.ts";
import type { SignupStatus } from "#server/db/schema.ts";

export type { LeadType };

/**
 * The rows a list, a count or an export reads: the inbox's filter, with its
 * assignee already a person's id or "none", and for the CLI's mailing list
 * only the addresses that confirmed (consent, issue 12).
 */
export type LeadFilter = InboxFilter & { subscribedOnly?: boolean };

/** A lead with everything a follow-up needs, as the export writes it. */
export type LeadExportRecord = {
  kind: LeadKind;
  lead: LeadRecord;
  /** The email of the person it is assigned to. */
  assignee: string | null;
  notes: LeadNote[];
};

type Cursor = { at: string; kind: LeadKind; id: number };

/** Where a page ended, as an opaque string for the next request. */
export function encodeCursor(item: Pick<InboxItem, "created_at" | "kind" | "id">): string {
  return Buffer.from(JSON.stringify([item.created_at, item.kind, item.id])).toString("base64url");
}

export function decodeCursor(text: string): Cursor | null {
  try {
    const [at, kind, id] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (
      typeof at !== "string" ||
      typeof id !== "number" ||
      !(kind as string) ||
      !((kind as LeadKind) in leadTables)
    ) {
      return null;
    }
    return { at, kind: kind as LeadKind, id };
  } catch {
    return null;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * How many of a widely matched kind's newest rows are checked one by one
 * before its index is asked instead (decision 165).
 */
const checkedRows = 1_000;

/** The day after a YYYY-MM-DD day, for an inclusive "to". */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Reading and erasing leads: the staff inbox and the CLI (`npm run leads`)
 * use these same queries; server/db/leads-repository.ts keeps the writes.
 */
export function leadQueries({ db, dialect }: Pick<Database, "db" | "dialect">) {
  const search = searchIndexes(db, dialect);

  function tableSearch(kind: LeadKind, q: string): TableSearch {
    return {
      table: leadTables[kind],
      columns: inboxColumns[kind].searched,
      phrases: searchPhrases(q),
    };
  }

  /** The kinds a filter lists, and those a search matches widely (checked newest first). */
  async function plan(filter: LeadFilter) {
    const kinds = filter.kind ? [filter.kind] : (Object.keys(leadTables) as LeadKind[]);
    const { q } = filter;
    const widely =
      q && searchPhrases(q).length > 0
        ? await search.widelyMatched(kinds.map((kind) => tableSearch(kind, q)))
        : new Set<string>();
    return { kinds, widely };
  }
  type Plan = Awaited<ReturnType<typeof plan>>;

  /**
   * One kind's rows of a page, newest first by (created_at, id), which its
   * index serves; the page's order across kinds adds the kind's name. With
   * `window`, only that many of the newest rows the other filters keep are
   * checked against the search, one by one.
   */
  function branch(
    kind: LeadKind,
    filter: LeadFilter,
    after: Cursor | null,
    limit: number,
    window?: number,
  ) {
    const { name, subscription, summary } = inboxColumns[kind];
    const table = sql.table(leadTables[kind]);
    const searched = filter.q ? tableSearch(kind, filter.q) : null;
    const rows =
      searched && window === undefined ? search.indexed(searched) : { from: table, where: null };
    const conditions: RawBuilder<unknown>[] = rows.where ? [rows.where] : [];
    if (filter.status === "new") conditions.push(sql`handled_at is null`);
    if (filter.status === "handled") conditions.push(sql`handled_at is not null`);
    if (filter.from) conditions.push(sql`created_at >= ${filter.from}`);
    if (filter.to) conditions.push(sql`created_at < ${dayAfter(filter.to)}`);
    if (filter.assignee === "none") conditions.push(sql`assigned_to is null`);
    else if (filter.assignee) conditions.push(sql`assigned_to = ${filter.assignee}`);
    if (filter.subscribedOnly && kind === "mailing") conditions.push(sql`status = 'confirmed'`);
    if (after) {
      // Rows of kinds that sort before the cursor's at the same instant were on earlier pages.
      if (kind < after.kind) conditions.push(sql`created_at < ${after.at}`);
      else if (kind > after.kind) conditions.push(sql`created_at <= ${after.at}`);
      else conditions.push(sql`(created_at, id) < (${after.at}, ${after.id})`);
    }
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const newest = sql`order by created_at desc, id desc`;
    const from =
      searched && window !== undefined
        ? sql`(select * from ${table} ${where} ${newest} limit ${window}) as ${table}
          where ${search.checked(searched)}`
        : sql`${rows.from} ${where}`;
    return sql`select * from (select ${kind} as kind, id, ${name} as name, email, created_at,
      handled_at, handled_by, assigned_to, ${subscription} as subscription, ${summary} as summary
      from ${from} ${newest} limit ${limit}) as ${sql.table(`${kind}_page`)}`;
  }

  async function rowsOf(query: RawBuilder<unknown>): Promise<InboxItem[]> {
    return (await (query as RawBuilder<InboxItem>).execute(db)).rows;
  }

  /**
   * A kind that a search matches widely: its newest rows are checked one by
   * one, which fills a page at once when matches are common; when they are
   * not (most lie further back), the index finds them all instead.
   */
  async function widelyMatchedRows(
    kind: LeadKind,
    filter: LeadFilter,
    after: Cursor | null,
    limit: number,
  ): Promise<InboxItem[]> {
    const recent = await rowsOf(branch(kind, filter, after, limit, checkedRows));
    if (recent.length >= limit) return recent;
    return rowsOf(branch(kind, filter, after, limit));
  }

  /** The page's order, as the union's `order by` has it, for rows merged here. */
  function newestFirst(a: InboxItem, b: InboxItem): number {
    if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
    if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
    return Number(b.id) - Number(a.id);
  }

  async function planned(
    { kinds, widely }: Plan,
    filter: LeadFilter,
    after: Cursor | null,
    limit: number,
  ): Promise<{ items: InboxItem[]; next: string | null }> {
    let rows: InboxItem[];
    if (widely.size === 0) {
      // One statement for every kind: one round trip.
      const branches = kinds.map((kind) => branch(kind, filter, after, limit + 1));
      rows = (
        await sql<InboxItem>`${sql.join(branches, sql` union all `)}
          order by created_at desc, kind asc, id desc limit ${limit + 1}`.execute(db)
      ).rows;
    } else {
      const perKind = await Promise.all(
        kinds.map((kind) =>
          widely.has(leadTables[kind])
            ? widelyMatchedRows(kind, filter, after, limit + 1)
            : rowsOf(branch(kind, filter, after, limit + 1)),
        ),
      );
      rows = perKind
        .flat()
        .sort(newestFirst)
        .slice(0, limit + 1);
    }
    const items = rows
      .slice(0, limit)
      .map((row) => ({ ...row, id: Number(row.id), summary: firstLine(row.summary) }));
    const last = items.at(-1);
    return { items, next: rows.length > limit && last ? encodeCursor(last) : null };
  }

  /** Every row of a filter, a page at a time, so an export of 100,000 leads streams. */
  async function* inboxPages(filter: LeadFilter, pageSize = 500): AsyncGenerator<InboxItem[]> {
    const pages = await plan(filter);
    let after: Cursor | null = null;
    for (;;) {
      const page = await planned(pages, filter, after, pageSize);
      if (page.items.length > 0) yield page.items;
      if (!page.next) return;
      after = decodeCursor(page.next);
    }
  }

  /** Some leads of one kind in full, with who they are assigned to, by id. */
  async function records(kind: LeadKind, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, LeadRecord & { assignee_email: string | null }>();
    const table = leadTables[kind];
    const columns = recordColumns(kind).map((column) => sql.ref(`${table}.${column}`));
    const { rows } = await sql<LeadRecord & { assignee_email: string | null }>`select
      ${sql.join(columns)}, staff_user.email as assignee_email
      from ${sql.table(table)} left join staff_user on staff_user.id = ${sql.ref(`${table}.assigned_to`)}
      where ${sql.ref(`${table}.id`)} in (${sql.join(ids)})`.execute(db);
    return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  }

  /** The notes on some leads of one kind, oldest first, by lead id. */
  async function notesOf(kind: LeadKind, ids: readonly number[]) {
    const notes = new Map<number, LeadNote[]>();
    if (ids.length === 0) return notes;
    const rows = await db
      .selectFrom("lead_notes")
      .select(["id", "lead_id", "author_email", "body", "created_at"])
      .where("lead_kind", "=", kind)
      .where("lead_id", "in", ids)
      .orderBy("id")
      .execute();
    for (const { lead_id: leadId, ...note } of rows) {
      const list = notes.get(Number(leadId)) ?? [];
      list.push({ ...note, id: Number(note.id) });
      notes.set(Number(leadId), list);
    }
    return notes;
  }

  return {
    /** A page of the inbox after `after`, and the cursor of the next one if there is more. */
    async inboxPage(filter: LeadFilter, after: Cursor | null, limit: number) {
      return planned(await plan(filter), filter, after, limit);
    },

    /**
     * Every lead of a filter in full, in the inbox's order, for an export:
     * a page of the list at a time, then each kind's rows and notes of that
     * page by id, so memory holds one page whatever the export's size.
     */
    async *exportRecords(filter: LeadFilter, pageSize = 1_000): AsyncGenerator<LeadExportRecord> {
      for await (const items of inboxPages(filter, pageSize)) {
        const byKind = new Map<LeadKind, number[]>();
        for (const item of items)
          byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
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

    /** The start page: leads received since `since`, by kind, and confirmed subscribers. */
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

    /**
     * A request to be forgotten (the right to erasure): the address leaves
     * the forms' tables, outbox and caps included, in one transaction. The
     * talent leads have files too, so `eraseTalentByEmail`
     * (server/talent/talent-leads.ts) erases those; callers run both.
     */
    async deleteByEmail(email: string): Promise<Record<string, number>> {
      const address = email.trim().toLowerCase();
      return db.transaction().execute(async (trx) => {
        const removed: Record<string, number> = {};
        for (const table of Object.values(formLeadTables)) {
          const result = await trx
            .deleteFrom(table)
            .where("email", "=", address)
            .executeTakeFirst();
          removed[table] = Number(result.numDeletedRows);
        }
        const outbox = await trx
          .deleteFrom("outbox_messages")
          .where((eb) =>
            eb.or([
              eb("to_address", "=", address),
              // Staff notifications quote the address; _ and % in it must match literally.
              sql<boolean>`${eb.ref("text_body")} like ${`%${escapeLike(address)}%`} escape '\\'`,
            ]),
          )
          .executeTakeFirst();
        removed.outbox_messages = Number(outbox.numDeletedRows);
        await trx.deleteFrom("mail_recipient_caps").where("address", "=", address).execute();
        return removed;
      });
    },
  };
}

export type LeadQueries = ReturnType<typeof leadQueries>;
