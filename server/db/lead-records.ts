import { sql } from "kysely";
import type { LeadKind } from "#schemas/staff.ts";
import type { LeadNote, LeadRecord } from "#schemas/staff-leads.ts";
import type { Database } from "#server/db/database.ts";
import { leadTables, recordColumns } from "#server/db/lead-tables.ts";

/** A lead with everything a follow-up needs, as the export writes it. */
export type LeadExportRecord = {
  kind: LeadKind;
  lead: LeadRecord;
  /** The email of the person it is assigned to. */
  assignee: string | null;
  notes: LeadNote[];
};

/** Leads in full, by kind and id: a lead's page and the export read them. */
export function leadRecords({ db }: Pick<Database, "db">) {
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

  return { records, notesOf };
}
