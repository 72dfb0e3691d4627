import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { answerText } from "#schemas/admission-applicant.ts";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { type ExportRequest, exportRequest } from "#server/admissions/staff/export-request.ts";
import { clientAddress } from "#server/client-address.ts";
import type { ApplicationNote } from "#server/db/admission-follow-up.ts";
import type { AdmissionPages } from "#server/db/admission-pages.ts";
import { csvLine, utf8ByteOrderMark } from "#server/export/csv.ts";
import { lagosTime } from "#server/lagos-time.ts";

/** The staff's notes in one cell, oldest first, each with its Lagos time and author, a blank line between. */
function notesCell(notes: readonly ApplicationNote[]): string {
  return notes.map((note) => `${lagosTime(note.at)}, ${note.by}:\n${note.text}`).join("\n\n");
}

/**
 * A call's applications as CSV, made as the leads export is (decision 166):
 * a byte-order mark, Lagos times, no cell a spreadsheet would run as a
 * formula (csvLine). What staff track first (stage, times, who works it, by
 * name), then a column per question of the call's newest form (and any an
 * older form asked), then the staff's notes. The applications the list's
 * filter finds (export-request.ts); `finished` gets the row count.
 */
async function* exportLines(
  pages: AdmissionPages,
  { call, selection, filter }: ExportRequest,
  finished: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  const questions = await pages.exportQuestions(call);
  yield utf8ByteOrderMark +
    csvLine([
      "Reference",
      "Stage",
      "Applied (Lagos time)",
      "Stage changed (Lagos time)",
      "Assigned to",
      ...questions.map((question) => question.label),
      "Notes",
    ]);
  let rows = 0;
  for await (const records of pages.records(filter)) {
    for (const record of records) {
      rows += 1;
      yield csvLine([
        record.reference,
        selection.nameOf(record.stage),
        lagosTime(record.createdAt),
        record.stageChangedAt ? lagosTime(record.stageChangedAt) : "",
        record.assignee ?? "",
        ...questions.map((question) =>
          question.type === "file"
            ? (record.fileName ?? "")
            : answerText(record.answers[question.id], question.type),
        ),
        notesCell(record.notes),
      ]);
    }
  }
  await finished(rows);
}

/** GET /applications/<call>/export.csv: the list's applications (its filter, or every one), streamed; the export is audited with its row count. */
export async function applicationsExportRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.get(
    "/applications/:call/export.csv",
    { config: { roles: applicationReaders } },
    async (request, reply) => {
      const requested = await exportRequest(request, reply, options);
      if (!requested) return reply;
      const { call, filtered } = requested;
      const staff = request.staff;
      const address = clientAddress(request);
      const lines = exportLines(options.pages, requested, (rows) =>
        options.audit.record({
          action: "applications-exported",
          actor: staff,
          target: `call:${call}`,
          detail: { format: "csv", rows, ...filtered },
          address,
        }),
      );
      const day = lagosTime(options.now().toISOString()).slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="applications-${call}-${day}.csv"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(Readable.from(lines));
    },
  );
}
