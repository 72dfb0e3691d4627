import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { type ExportRequest, exportRequest } from "#server/admissions/staff/export-request.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AdmissionPages } from "#server/db/admission-pages.ts";
import { lagosTime } from "#server/lagos-time.ts";

/**
 * A call's applications as JSON, for a program rather than a spreadsheet:
 * the questions (id, label, type) of the call's forms, then each
 * application with its stage (its id, and its name in the programme's
 * stages, which editors change), times (ISO, UTC) and answers keyed by question
 * id, as stored (numbers, booleans and lists kept as they are), who works it
 * (by name) and the staff's notes. The applications the list's filter finds,
 * as the CSV (export-request.ts). Streamed a page of rows at a time;
 * `finished` gets the row count.
 */
async function* exportChunks(
  pages: AdmissionPages,
  { call, selection, filter }: ExportRequest,
  finished: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  const questions = await pages.exportQuestions(call);
  yield `{"call":${JSON.stringify(call)},"questions":${JSON.stringify(
    questions.map(({ id, label, type }) => ({ id, label, type })),
  )},"applications":[`;
  let rows = 0;
  for await (const records of pages.records(filter)) {
    for (const record of records) {
      yield `${rows === 0 ? "" : ","}\n${JSON.stringify({
        reference: record.reference,
        email: record.email,
        stage: record.stage,
        stageName: selection.nameOf(record.stage),
        appliedAt: record.createdAt,
        stageChangedAt: record.stageChangedAt,
        answers: record.answers,
        fileName: record.fileName,
        assignedTo: record.assignee,
        notes: record.notes,
      })}`;
      rows += 1;
    }
  }
  yield "\n]}\n";
  await finished(rows);
}

/** GET /applications/<call>/export.json: the list's applications (its filter, or every one), streamed; audited with its row count as the CSV is. */
export async function applicationsJsonExportRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.get(
    "/applications/:call/export.json",
    { config: { roles: applicationReaders } },
    async (request, reply) => {
      const requested = await exportRequest(request, reply, options);
      if (!requested) return reply;
      const { call, filtered } = requested;
      const staff = request.staff;
      const address = clientAddress(request);
      const chunks = exportChunks(options.pages, requested, (rows) =>
        options.audit.record({
          action: "applications-exported",
          actor: staff,
          target: `call:${call}`,
          detail: { format: "json", rows, ...filtered },
          address,
        }),
      );
      const day = lagosTime(options.now().toISOString()).slice(0, 10);
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="applications-${call}-${day}.json"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(Readable.from(chunks));
    },
  );
}
