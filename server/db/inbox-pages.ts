import { type RawBuilder, sql } from "kysely";
import { searchPhrases } from "#schemas/inbox-search.ts";
import type { InboxFilter, LeadKind } from "#schemas/staff.ts";
import type { InboxItem } from "#schemas/staff-leads.ts";
import type { Database } from "#server/db/database.ts";
import { searchIndexes, type TableSearch } from "#server/db/inbox-search.ts";
import { firstLine, inboxColumns, leadTables } from "#server/db/lead-tables.ts";

/**
 * The rows a list, a count or an export reads: the inbox's filter, with its
 * assignee already a person's id or "none", and for the CLI's mailing list
 * only the addresses that confirmed (consent, issue 12).
 */
export type LeadFilter = InboxFilter & { subscribedOnly?: boolean };

export type Cursor = { at: string; kind: LeadKind; id: number };

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
 * The inbox's pages (decisions 062 and 165): every kind of lead, newest
 * first, filtered and searched, a keyset page at a time. The list, the
 * export and the CLI read leads through these.
 */
export function inboxPages({ db, dialect }: Pick<Database, "db" | "dialect">) {
  const search = searchIndexes(db, dialect);

  function tableSearch(kind: LeadKind, q: string): TableSearch {
    return {
      table: leadTables[kind],
      columns: inboxColumns[kind].searched,
      phrases: searchPhrases(q),
    };
  }

  /**
   * The kinds a filter lists and, for a search, each kind's matches: their
   * ids when few, null when many (checked newest first, then the index).
   */
  async function plan(filter: LeadFilter) {
    const kinds = filter.kind ? [filter.kind] : (Object.keys(leadTables) as LeadKind[]);
    const { q } = filter;
    const matches = q
      ? await search.matches(kinds.map((kind) => tableSearch(kind, q)))
      : new Map<string, number[] | null>();
    return { kinds, matches };
  }
  type Plan = Awaited<ReturnType<typeof plan>>;

  /** A kind's rows the filter keeps, its search aside. */
  function filterConditions(kind: LeadKind, filter: LeadFilter): RawBuilder<unknown>[] {
    const conditions: RawBuilder<unknown>[] = [];
    if (filter.status === "new") conditions.push(sql`handled_at is null`);
    if (filter.status === "handled") conditions.push(sql`handled_at is not null`);
    if (filter.from) conditions.push(sql`created_at >= ${filter.from}`);
    if (filter.to) conditions.push(sql`created_at < ${dayAfter(filter.to)}`);
    if (filter.assignee === "none") conditions.push(sql`assigned_to is null`);
    else if (filter.assignee) conditions.push(sql`assigned_to = ${filter.assignee}`);
    if (filter.subscribedOnly && kind === "mailing") conditions.push(sql`status = 'confirmed'`);
    return conditions;
  }

  /** Where one kind's rows of a page come from. */
  type Source =
    | { rows: "all" }
    | { rows: "listed"; ids: readonly number[] }
    | { rows: "indexed" }
    | { rows: "newest checked"; count: number };

  /**
   * One kind's rows of a page, newest first by (created_at, id), which its
   * index serves; the page's order across kinds adds the kind's name. A
   * search's rows come listed by id, found through the index, or (the
   * newest `count` the other filters keep) checked one by one.
   */
  function branch(
    kind: LeadKind,
    filter: LeadFilter,
    after: Cursor | null,
    limit: number,
    source: Source,
  ) {
    const { name, subscription, summary } = inboxColumns[kind];
    const table = sql.table(leadTables[kind]);
    const searched = filter.q ? tableSearch(kind, filter.q) : null;
    const rows =
      searched && source.rows === "indexed"
        ? search.indexed(searched)
        : source.rows === "listed"
          ? {
              from: table,
              where: source.ids.length > 0 ? sql`id in (${sql.join(source.ids)})` : sql`1 = 0`,
            }
          : { from: table, where: null };
    const conditions: RawBuilder<unknown>[] = rows.where ? [rows.where] : [];
    conditions.push(...filterConditions(kind, filter));
    if (after) {
      // Rows of kinds that sort before the cursor's at the same instant were on earlier pages.
      if (kind < after.kind) conditions.push(sql`created_at < ${after.at}`);
      else if (kind > after.kind) conditions.push(sql`created_at <= ${after.at}`);
      else conditions.push(sql`(created_at, id) < (${after.at}, ${after.id})`);
    }
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const newest = sql`order by created_at desc, id desc`;
    const from =
      searched && source.rows === "newest checked"
        ? sql`(select * from ${table} ${where} ${newest} limit ${source.count}) as ${table}
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
    const recent = await rowsOf(
      branch(kind, filter, after, limit, { rows: "newest checked", count: checkedRows }),
    );
    if (recent.length >= limit) return recent;
    return rowsOf(branch(kind, filter, after, limit, { rows: "indexed" }));
  }

  /** The page's order, as the union's `order by` has it, for rows merged here. */
  function newestFirst(a: InboxItem, b: InboxItem): number {
    if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
    if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
    return Number(b.id) - Number(a.id);
  }

  async function planned(
    { kinds, matches }: Plan,
    filter: LeadFilter,
    after: Cursor | null,
    limit: number,
  ): Promise<{ items: InboxItem[]; next: string | null }> {
    const source = (kind: LeadKind): Source => {
      const ids = matches.get(leadTables[kind]);
      return ids === undefined
        ? { rows: "all" }
        : ids === null
          ? { rows: "indexed" }
          : { rows: "listed", ids };
    };
    const widely = kinds.filter((kind) => matches.get(leadTables[kind]) === null);
    let rows: InboxItem[];
    if (widely.length === 0) {
      // One statement for every kind: one round trip.
      const branches = kinds.map((kind) => branch(kind, filter, after, limit + 1, source(kind)));
      rows = (
        await sql<InboxItem>`${sql.join(branches, sql` union all `)}
          order by created_at desc, kind asc, id desc limit ${limit + 1}`.execute(db)
      ).rows;
    } else {
      const perKind = await Promise.all(
        kinds.map((kind) =>
          widely.includes(kind)
            ? widelyMatchedRows(kind, filter, after, limit + 1)
            : rowsOf(branch(kind, filter, after, limit + 1, source(kind))),
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
  async function* allPages(filter: LeadFilter, pageSize = 500): AsyncGenerator<InboxItem[]> {
    const pages = await plan(filter);
    let after: Cursor | null = null;
    for (;;) {
      const page = await planned(pages, filter, after, pageSize);
      if (page.items.length > 0) yield page.items;
      if (!page.next) return;
      after = decodeCursor(page.next);
    }
  }

  /**
   * How many leads the search matches that the rest of the filter hides
   * (issue 32, item 6): a handled lead found while "New" is on is said to
   * be there, never left out in silence. One statement: every kind's
   * matches, counted where the filter would not keep them (a kind the
   * filter leaves out is hidden whole). Null when nothing but the search
   * is on, as nothing can be hidden.
   */
  async function hiddenMatches(filter: LeadFilter): Promise<number | null> {
    const { q, ...rest } = filter;
    if (!q || !Object.values(rest).some(Boolean)) return null;
    const { kinds, matches } = await plan({ q });
    const counts = kinds.map((kind) => {
      const ids = matches.get(leadTables[kind]);
      const rows =
        ids === null
          ? search.indexed(tableSearch(kind, q))
          : {
              from: sql.table(leadTables[kind]),
              where: ids && ids.length > 0 ? sql`id in (${sql.join(ids)})` : sql`1 = 0`,
            };
      const kept = filter.kind === undefined || filter.kind === kind;
      const conditions = kept ? filterConditions(kind, filter) : [];
      // A condition may be null (assigned_to = … on nobody's lead): `case` counts it as hidden.
      const hidden = !kept
        ? sql`1`
        : conditions.length === 0
          ? sql`0`
          : sql`case when ${sql.join(conditions, sql` and `)} then 0 else 1 end`;
      const where = rows.where ? sql`where ${rows.where}` : sql``;
      return sql`select coalesce(sum(${hidden}), 0) as hidden from ${rows.from} ${where}`;
    });
    const { rows } = await sql<{
      hidden: number | string;
    }>`select coalesce(sum(hidden), 0) as hidden
      from (${sql.join(counts, sql` union all `)}) as hidden_matches`.execute(db);
    return Number(rows[0]?.hidden ?? 0);
  }

  return {
    /** A page of the inbox after `after`, and the cursor of the next one if there is more. */
    async page(filter: LeadFilter, after: Cursor | null, limit: number) {
      return planned(await plan(filter), filter, after, limit);
    },
    hiddenMatches,
    all: allPages,
  };
}
