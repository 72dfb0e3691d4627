import { type RawBuilder, sql } from "kysely";
import type { InboxFilter, LeadKind } from "#schemas/staff.ts";
import { scrubAddressFromAudit } from "#server/db/audit-searches.ts";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows, personalTables } from "#server/db/erased-traces.ts";
import { recordErasure } from "#server/db/erasure-ledger.ts";
import { searchIndexes, searchWords, type TableSearch } from "#server/db/inbox-search.ts";
import { likeContaining } from "#server/db/like-pattern.ts";
import type { SignupStatus } from "#server/db/schema.ts";

/** The public forms' kinds of lead, as the CLI names them (`--type`); talent leads have their own repository. */
export type LeadType = "mailing" | "contact" | "brochure";

const formLeadTables = {
  mailing: "mailing_list_signups",
  contact: "contact_messages",
  brochure: "brochure_requests",
} as const satisfies Record<LeadType, string>;

/** Every table the inbox lists: the forms' leads and the talent leads of issue 23. */
const leadTables = {
  ...formLeadTables,
  application: "talent_applications",
  "hiring-request": "hiring_requests",
} as const satisfies Record<LeadKind, string>;

const fullName = sql`firstname || ' ' || lastname`;

/**
 * How each kind of lead appears in the inbox: one row shape for all, and the
 * columns a search looks in besides the address. Another kind is one more
 * entry here and in `leadKinds` (schemas/staff.ts); its table needs
 * handled_at, handled_by, a (created_at desc, id desc) index and a search
 * index over the same columns (migration 2026-11-26-e-inbox-search).
 */
const inboxColumns: Record<
  LeadKind,
  { name: RawBuilder<unknown>; subscription: RawBuilder<unknown>; searched: string[] }
> = {
  contact: { name: sql`name`, subscription: sql`null`, searched: ["name"] },
  brochure: { name: sql`null`, subscription: sql`null`, searched: [] },
  mailing: { name: sql`null`, subscription: sql`status`, searched: [] },
  application: { name: fullName, subscription: sql`null`, searched: ["firstname", "lastname"] },
  "hiring-request": {
    name: fullName,
    subscription: sql`null`,
    searched: ["firstname", "lastname", "company_name"],
  },
};

export type InboxItem = {
  kind: LeadKind;
  id: number;
  name: string | null;
  email: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  /** A mailing-list subscriber's state: pending, confirmed or unsubscribed. */
  subscription: SignupStatus | null;
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
      columns: ["email", ...inboxColumns[kind].searched],
      words: searchWords(q),
    };
  }

  /** The kinds a filter lists, and those a search matches widely (read newest first). */
  async function plan(filter: InboxFilter) {
    const kinds = filter.kind ? [filter.kind] : (Object.keys(leadTables) as LeadKind[]);
    const { q } = filter;
    const widely =
      q && searchWords(q).length > 0
        ? await search.widelyMatched(kinds.map((kind) => tableSearch(kind, q)))
        : new Set<string>();
    return { kinds, widely };
  }
  type Plan = Awaited<ReturnType<typeof plan>>;

  /**
   * One kind's rows of a page. Newest first by (created_at, id), which its
   * index serves; the page's order across kinds adds the kind's name.
   */
  function branch(
    kind: LeadKind,
    filter: InboxFilter,
    after: Cursor | null,
    limit: number,
    widely: Plan["widely"],
  ) {
    const { name, subscription } = inboxColumns[kind];
    const rows = filter.q
      ? search.rowsOf(tableSearch(kind, filter.q), widely.has(leadTables[kind]))
      : { from: sql.table(leadTables[kind]), where: null };
    const conditions: RawBuilder<unknown>[] = rows.where ? [rows.where] : [];
    if (filter.status === "new") conditions.push(sql`handled_at is null`);
    if (filter.status === "handled") conditions.push(sql`handled_at is not null`);
    if (filter.from) conditions.push(sql`created_at >= ${filter.from}`);
    if (filter.to) conditions.push(sql`created_at < ${dayAfter(filter.to)}`);
    if (after) {
      // Rows of kinds that sort before the cursor's at the same instant were on earlier pages.
      if (kind < after.kind) conditions.push(sql`created_at < ${after.at}`);
      else if (kind > after.kind) conditions.push(sql`created_at <= ${after.at}`);
      else conditions.push(sql`(created_at, id) < (${after.at}, ${after.id})`);
    }
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`select * from (select ${kind} as kind, id, ${name} as name, email, created_at,
      handled_at, handled_by, ${subscription} as subscription
      from ${rows.from} ${where}
      order by created_at desc, id desc limit ${limit}) as ${sql.table(`${kind}_page`)}`;
  }

  async function planned(
    { kinds, widely }: Plan,
    filter: InboxFilter,
    after: Cursor | null,
    limit: number,
  ) {
    const branches = kinds.map((kind) => branch(kind, filter, after, limit + 1, widely));
    const { rows } = await sql<InboxItem>`${sql.join(branches, sql` union all `)}
      order by created_at desc, kind asc, id desc limit ${limit + 1}`.execute(db);
    const items = rows.slice(0, limit).map((row) => ({ ...row, id: Number(row.id) }));
    const last = items.at(-1);
    return { items, next: rows.length > limit && last ? encodeCursor(last) : null };
  }

  return {
    /** A page of the inbox after `after`, and the cursor of the next one if there is more. */
    async inboxPage(filter: InboxFilter, after: Cursor | null, limit: number) {
      return planned(await plan(filter), filter, after, limit);
    },

    /** Every row of a filter, a page at a time, so an export of 100,000 leads streams. */
    async *inboxRows(filter: InboxFilter, pageSize = 500): AsyncGenerator<InboxItem> {
      const pages = await plan(filter);
      let after: Cursor | null = null;
      for (;;) {
        const page = await planned(pages, filter, after, pageSize);
        yield* page.items;
        if (!page.next) return;
        after = decodeCursor(page.next);
      }
    },

    /** One lead with everything it holds, or undefined. */
    async leadDetail(kind: LeadKind, id: number): Promise<Record<string, unknown> | undefined> {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(leadTables[kind])}
        where id = ${id}`.execute(db);
      if (!rows[0]) return undefined;
      // A résumé's random name on disk is the service's business; staff download it by the lead's id.
      const { resume_file: _file, ...lead } = rows[0];
      return lead;
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
     * the forms' tables, outbox and caps included, and the audit entries that
     * quoted it, in one transaction. The talent leads have files too, so
     * `eraseTalentByEmail` (server/talent/talent-erasure.ts) erases those;
     * callers run both, then `erasedTraces(…).clean()` wipes what the
     * deleted rows left in the files.
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
              sql<boolean>`${eb.ref("text_body")} like ${likeContaining(address)} escape '\\'`,
            ]),
          )
          .executeTakeFirst();
        removed.outbox_messages = Number(outbox.numDeletedRows);
        await trx.deleteFrom("mail_recipient_caps").where("address", "=", address).execute();
        removed.audit_entries_scrubbed = await scrubAddressFromAudit(trx, address);
        // So that a restore of a backup from before now erases the person again.
        await recordErasure(trx, address, new Date().toISOString());
        // Every table that held the person, whatever this erasure found:
        // earlier updates and deletions may have left their bytes there too.
        await noteDeletedRows(trx, personalTables);
        return removed;
      });
    },
  };
}

export type LeadQueries = ReturnType<typeof leadQueries>;
