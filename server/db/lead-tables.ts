import { type RawBuilder, sql } from "kysely";
import type { LeadKind } from "#schemas/staff.ts";
import { leadFieldsByKind } from "#schemas/staff-leads.ts";

/** The public forms' kinds of lead, as the CLI names them (`--type`); talent leads have their own repository. */
export type LeadType = "mailing" | "contact" | "brochure";

export const formLeadTables = {
  mailing: "mailing_list_signups",
  contact: "contact_messages",
  brochure: "brochure_requests",
} as const satisfies Record<LeadType, string>;

/** Every table the inbox lists: the forms' leads and the talent leads of issue 23. */
export const leadTables = {
  ...formLeadTables,
  application: "talent_applications",
  "hiring-request": "hiring_requests",
} as const satisfies Record<LeadKind, string>;

export type LeadTable = (typeof leadTables)[LeadKind];

const fullName = sql`firstname || ' ' || lastname`;

/** Enough of a message for its first line in the list; the rest is on the lead's page. */
const summaryChars = 160;

/**
 * How each kind of lead appears in the inbox: one row shape for all, and the
 * columns a search looks in. Another kind is one more entry here and in
 * `leadKinds` (schemas/staff.ts); its table needs handled_at, handled_by,
 * assigned_to, a (created_at desc, id desc) index and a search index over
 * the same columns (migration 2026-11-27-030-inbox-trigram-search; a test
 * reads the plans).
 */
export const inboxColumns: Record<
  LeadKind,
  {
    name: RawBuilder<unknown>;
    subscription: RawBuilder<unknown>;
    summary: RawBuilder<unknown>;
    searched: readonly string[];
  }
> = {
  contact: {
    name: sql`name`,
    subscription: sql`null`,
    summary: sql`substr(message, 1, ${sql.lit(summaryChars)})`,
    searched: ["name", "email", "phone", "message"],
  },
  brochure: { name: sql`null`, subscription: sql`null`, summary: sql`null`, searched: ["email"] },
  mailing: { name: sql`null`, subscription: sql`status`, summary: sql`null`, searched: ["email"] },
  application: {
    name: fullName,
    subscription: sql`null`,
    summary: sql`stack`,
    searched: ["firstname", "lastname", "email", "phone", "stack"],
  },
  "hiring-request": {
    name: fullName,
    subscription: sql`null`,
    summary: sql`company_name || ' · ' || role`,
    searched: ["firstname", "lastname", "email", "phone", "company_name", "role"],
  },
};

/** The first line of a summary, as the list shows it. */
export function firstLine(summary: string | null): string | null {
  if (summary === null) return null;
  const line = summary.split(/\r?\n/, 1)[0]?.trim() ?? "";
  return line === "" ? null : line;
}

/** The columns of a lead's page, export and mail: its follow-up state and its kind's fields. */
export function recordColumns(kind: LeadKind): string[] {
  return [
    ...new Set([
      "id",
      "email",
      "created_at",
      "handled_at",
      "handled_by",
      "assigned_to",
      ...leadFieldsByKind[kind],
    ]),
  ];
}
