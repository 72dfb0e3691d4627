import { sql } from "kysely";
import { hasAccountIdShape } from "#schemas/fields.ts";
import type { LeadKind } from "#schemas/staff.ts";
import { type LeadAlertKind, type LeadNote, leadAlertKinds } from "#schemas/staff-leads.ts";
import type { Database } from "#server/db/database.ts";
import { leadTables } from "#server/db/lead-tables.ts";

/** The roles whose people open the inbox: only they are assigned leads or mailed about them. */
export const leadReaderRoles = ["staff", "admin"] as const;

export type LeadRef = { kind: LeadKind; id: number };

/**
 * Following leads up (issue 32, item 14): notes, assignment, marking many
 * handled at once, and who is mailed about which kind of new lead. Reading a
 * lead is server/db/lead-queries.ts; the mails are server/db/lead-alerts.ts.
 */
export function leadFollowUp({ db }: Pick<Database, "db">) {
  return {
    /** A note on a lead; undefined when the lead is gone (erased, or never was). */
    async addNote(
      lead: LeadRef,
      author: { id: string; email: string },
      body: string,
      at: string,
    ): Promise<LeadNote | undefined> {
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql`select 1 from ${sql.table(leadTables[lead.kind])}
          where id = ${lead.id}`.execute(trx);
        if (rows.length === 0) return undefined;
        const note = await trx
          .insertInto("lead_notes")
          .values({
            lead_kind: lead.kind,
            lead_id: lead.id,
            author_id: author.id,
            author_email: author.email,
            body,
            created_at: at,
          })
          .returning(["id", "author_email", "body", "created_at"])
          .executeTakeFirstOrThrow();
        return { ...note, id: Number(note.id) };
      });
    },

    /** Gives a lead to a person (or to nobody); false when the lead is gone. */
    async assign(lead: LeadRef, assignee: string | null): Promise<boolean> {
      const result = await sql`update ${sql.table(leadTables[lead.kind])}
        set assigned_to = ${assignee} where id = ${lead.id}`.execute(db);
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /**
     * Many leads handled (or new again) in one transaction, by one person at
     * one time; leads erased meanwhile are skipped. Returns those changed.
     */
    async markManyHandled(
      leads: readonly LeadRef[],
      handledBy: string | null,
      at: string,
    ): Promise<LeadRef[]> {
      const byKind = new Map<LeadKind, number[]>();
      for (const { kind, id } of leads) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      return db.transaction().execute(async (trx) => {
        const changed: LeadRef[] = [];
        for (const [kind, ids] of byKind) {
          const { rows } = await sql<{ id: number | string }>`update ${sql.table(leadTables[kind])}
            set handled_at = ${handledBy ? at : null}, handled_by = ${handledBy}
            where id in (${sql.join(ids)}) returning id`.execute(trx);
          changed.push(...rows.map((row) => ({ kind, id: Number(row.id) })));
        }
        return changed;
      });
    },

    /** The people a lead may be assigned to, by address. */
    async assignees(): Promise<{ id: string; email: string }[]> {
      return db
        .selectFrom("staff_user")
        .select(["id", "email"])
        .where("role", "in", leadReaderRoles)
        .orderBy("email")
        .execute();
    },

    /**
     * A person who may be given leads: their id, or undefined. An id not
     * shaped like an account's (a NUL in it, which PostgreSQL answers with an
     * error) is no one, found before any query reads it.
     */
    async findAssignee(id: string): Promise<{ id: string; email: string } | undefined> {
      if (!hasAccountIdShape(id)) return undefined;
      return db
        .selectFrom("staff_user")
        .select(["id", "email"])
        .where("id", "=", id)
        .where("role", "in", leadReaderRoles)
        .executeTakeFirst();
    },

    /** The kinds of new lead a person is mailed about. */
    async alertKinds(userId: string): Promise<LeadAlertKind[]> {
      const rows = await db
        .selectFrom("staff_lead_alerts")
        .select("lead_kind")
        .where("user_id", "=", userId)
        .execute();
      const chosen = new Set(rows.map((row) => row.lead_kind));
      return leadAlertKinds.filter((kind) => chosen.has(kind));
    },

    /**
     * Sets the kinds a person is mailed about. A kind kept keeps its start;
     * a kind added starts now, so nobody is mailed the leads before it.
     */
    async setAlertKinds(
      userId: string,
      kinds: readonly LeadAlertKind[],
      at: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const removed = leadAlertKinds.filter((kind) => !kinds.includes(kind));
        if (removed.length > 0) {
          await trx
            .deleteFrom("staff_lead_alerts")
            .where("user_id", "=", userId)
            .where("lead_kind", "in", removed)
            .execute();
        }
        if (kinds.length === 0) return;
        await trx
          .insertInto("staff_lead_alerts")
          .values(kinds.map((kind) => ({ user_id: userId, lead_kind: kind, since: at })))
          .onConflict((conflict) => conflict.columns(["user_id", "lead_kind"]).doNothing())
          .execute();
      });
    },
  };
}

export type LeadFollowUp = ReturnType<typeof leadFollowUp>;
