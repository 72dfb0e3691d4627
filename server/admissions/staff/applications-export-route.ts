import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { answerText } from "#schemas/admission-applicant.ts";
import type { ProgrammeSelection } from "#schemas/content/programme-selection.ts";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
  callParam,
} from "#server/admissions/staff/application-params.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AdmissionPages } from "#server/db/admission-pages.ts";
import { csvLine, utf8ByteOrderMark } from "#server/export/csv.ts";
import { lagosTime } from "#server/lagos-time.ts";
import { refusal } from "#server/staff/guard.ts";

/**
 * A call's applications as CSV, made as the leads export is (decision 166):
 * a byte-order mark, Lagos times, no cell a spreadsheet would run as a
 * formula (csvLine). What staff track first, then a column per question of
 * the call's newest form (and any an older form asked); `finished` gets the
 * row count.
 */
async function* exportLines(
  pages: AdmissionPages,
  call: string,
  selection: ProgrammeSelection,
  finished: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  const questions = await pages.exportQuestions(call);
  yield utf8ByteOrderMark +
    csvLine([
      "Reference",
      "Stage",
      "Applied (Lagos time)",
      "Stage changed (Lagos time)",
      ...questions.map((question) => question.label),
    ]);
  let rows = 0;
  for await (const records of pages.records(call)) {
    for (const record of records) {
      rows += 1;
      yield csvLine([
        record.reference,
        selection.nameOf(record.stage),
        lagosTime(record.createdAt),
        record.stageChangedAt ? lagosTime(record.stageChangedAt) : "",
        ...questions.map((question) =>
          question.type === "file"
            ? (record.fileName ?? "")
            : answerText(record.answers[question.id], question.type),
        ),
      ]);
    }
  }
  await finished(rows);
}

/** GET /applications/<call>/export.csv: every application of a call, streamed; the export is audited with its row count. */
export async function applicationsExportRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.get(
    "/applications/:call/export.csv",
    { config: { roles: applicationReaders } },
    async (request, reply) => {
      const call = callParam(request.params);
      if (!call) return refusal(reply, 404, "There is no such call.");
      const staff = request.staff;
      const address = clientAddress(request);
      const selection = options.moves.selectionOf(call);
      const lines = exportLines(options.pages, call, selection, (rows) =>
        options.audit.record({
          action: "applications-exported",
          actor: staff,
          target: `call:${call}`,
          detail: { format: "csv", rows },
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
