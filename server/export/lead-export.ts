import { type LeadKind, leadKinds } from "#schemas/staff.ts";
import {
  leadFieldLabels,
  leadFieldsByKind,
  leadFieldText,
  leadKindNames,
  leadKindPlurals,
  leadStatusNames,
} from "#schemas/staff-leads.ts";
import type { LeadExportRecord } from "#server/db/lead-records.ts";
import { csvLine, utf8ByteOrderMark } from "#server/export/csv.ts";
import { lagosTime } from "#server/lagos-time.ts";

/**
 * The leads export of the staff inbox and of `npm run leads -- export`
 * (decision 166): one formatter for both. CSV is made for a spreadsheet on
 * an office's Windows PC: a byte-order mark, Lagos times it reads as dates,
 * phone numbers it keeps as text, and no cell it would run as a formula.
 * JSON keeps the stored values (UTC ISO times) for programs.
 */

export type ExportFormat = "csv" | "json";

/** Where the staff side's lead pages are: an export's links are this and a kind and id each. */
function leadPagesUrl(staffUrl: string): string {
  return new URL("/leads/", staffUrl).toString();
}

/** A lead's page on the staff side, for a link in a spreadsheet or a mail. */
export function leadPageUrl(staffUrl: string, kind: LeadKind, id: number): string {
  return `${leadPagesUrl(staffUrl)}${kind}/${id}`;
}

type Column = { header: string; cell: (record: LeadExportRecord) => string | null };

/**
 * One kind: its own fields. Every kind: a Kind column and the fields of all
 * kinds, empty where a kind has none. Then what a follow-up needs: status,
 * who handled it, who has it, the team's notes, and a link to its page.
 */
function csvColumns(kind: LeadKind | undefined, staffUrl: string): Column[] {
  const kinds = kind ? [kind] : leadKinds;
  const pages = leadPagesUrl(staffUrl);
  const fields = [...new Set(kinds.flatMap((each) => leadFieldsByKind[each]))];
  return [
    ...(kind
      ? []
      : [{ header: "Kind", cell: (record: LeadExportRecord) => leadKindNames[record.kind] }]),
    { header: "Received (Lagos time)", cell: ({ lead }) => lagosTime(lead.created_at) },
    ...fields.map((field) => ({
      header: leadFieldLabels[field],
      cell: ({ lead }: LeadExportRecord) => leadFieldText(field, lead),
    })),
    {
      header: "Status",
      cell: ({ lead }) => leadStatusNames[lead.handled_at ? "handled" : "new"],
    },
    { header: "Handled by", cell: ({ lead }) => lead.handled_by },
    {
      header: "Handled at (Lagos time)",
      cell: ({ lead }) => (lead.handled_at ? lagosTime(lead.handled_at) : null),
    },
    { header: "Assigned to", cell: ({ assignee }) => assignee },
    {
      header: "Notes",
      cell: ({ notes }) =>
        notes
          .map((note) => `${lagosTime(note.created_at)} ${note.author_email}: ${note.body}`)
          .join("\n"),
    },
    { header: "Link", cell: ({ kind: each, lead }) => `${pages}${each}/${lead.id}` },
  ];
}

/** A lead as the JSON export holds it: stored values, the assignee's address, notes and link. */
function jsonRecord({ kind, lead, assignee, notes }: LeadExportRecord, staffUrl: string) {
  return {
    kind,
    ...lead,
    assigned_to: assignee,
    notes: notes.map(({ id: _id, ...note }) => note),
    link: leadPageUrl(staffUrl, kind, lead.id),
  };
}

/** About how much text goes out at once: fewer, larger writes than a line each. */
const chunkChars = 64 * 1024;

/**
 * The export as text, a chunk of lines at a time, so 100,000 leads never sit
 * in memory. `finished` runs with the number of leads before the last chunk
 * goes out, or when the download is cut.
 */
export async function* leadExportLines(
  records: AsyncIterable<LeadExportRecord>,
  options: {
    format: ExportFormat;
    kind: LeadKind | undefined;
    staffUrl: string;
    finished?: (count: number) => Promise<void>;
  },
): AsyncGenerator<string> {
  let count = 0;
  let reported = false;
  const report = async () => {
    if (reported) return;
    reported = true;
    await options.finished?.(count);
  };
  try {
    const columns = csvColumns(options.kind, options.staffUrl);
    let chunk =
      options.format === "csv"
        ? utf8ByteOrderMark + csvLine(columns.map((column) => column.header))
        : "[";
    for await (const record of records) {
      chunk +=
        options.format === "csv"
          ? csvLine(columns.map((column) => column.cell(record)))
          : `${count === 0 ? "\n" : ",\n"}${JSON.stringify(jsonRecord(record, options.staffUrl))}`;
      count += 1;
      if (chunk.length >= chunkChars) {
        yield chunk;
        chunk = "";
      }
    }
    if (options.format === "json") chunk += "\n]\n";
    await report();
    yield chunk;
  } finally {
    // Also when the download is cut: the audit log still says what went out.
    await report();
  }
}

/** The download's name: what it holds and the day (`contact-messages-2026-11-27.csv`). */
export function leadExportFileName(kind: LeadKind | undefined, format: ExportFormat, day: string) {
  const what = kind ? leadKindPlurals[kind].replaceAll(" ", "-") : "leads";
  return `${what}-${day}.${format}`;
}
