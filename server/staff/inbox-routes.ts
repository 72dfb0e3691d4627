import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  eraseSchema,
  handledSchema,
  inboxExportSchema,
  inboxPageSchema,
  leadRefSchema,
  resumeRefSchema,
  type StaffRole,
} from "#schemas/staff.ts";
import {
  type ErasureAnswer,
  erasureAnswerSchema,
  type HandledAnswer,
  handledAnswerSchema,
  type InboxPageAnswer,
  inboxPageAnswerSchema,
  type LeadDetail,
  leadDetailSchema,
  type Me,
  meSchema,
} from "#schemas/staff-leads.ts";
import { type StartCounts, startCountsSchema } from "#schemas/staff-start.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AdmissionsRepository } from "#server/db/admissions-repository.ts";
import { auditedFilter } from "#server/db/audit-searches.ts";
import type { ErasedTraces } from "#server/db/erased-traces.ts";
import { decodeCursor, type LeadFilter } from "#server/db/inbox-pages.ts";
import type { LeadQueries } from "#server/db/lead-queries.ts";
import type { TalentRepository } from "#server/db/talent-repository.ts";
import { leadExportFileName, leadExportLines } from "#server/export/lead-export.ts";
import { lagosTime } from "#server/lagos-time.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { parseOr400 } from "#server/staff/validate.ts";
import type { ResumeStore } from "#server/talent/resume-store.ts";

/** What the inbox needs of the talent leads (issue 23): their résumés. */
export type InboxTalent = {
  repository: Pick<TalentRepository, "findApplication">;
  store: Pick<ResumeStore, "pathOf">;
};

export type InboxRoutesOptions = {
  queries: LeadQueries;
  /** The applications to the programmes, counted on the start page beside the leads. */
  admissions: Pick<AdmissionsRepository, "countReceivedSince">;
  talent: InboxTalent;
  /** A person's erasure, everything of the address (server/erasure/erase-person.ts): the counts per table. */
  erasePerson: (email: string) => Promise<Record<string, number>>;
  /** Wipes what an erasure's deleted rows left in the database's files. */
  traces: Pick<ErasedTraces, "clean">;
  audit: AuditLog;
  /** The staff side's address, for the links in an export. */
  staffUrl: string;
  now: () => Date;
};

/**
 * A résumé's download headers: always saved, never rendered in the staff's
 * origin (a PDF can carry scripts), under the sender's file name made safe.
 * `filename` is the ASCII fallback, `filename*` the name as sent (RFC 6266).
 */
export function resumeHeaders(name: string, bytes: number): Record<string, string> {
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\;]/g, "");
  return {
    "content-type": "application/pdf",
    "content-length": String(bytes),
    "content-disposition": `attachment; filename="${ascii.trim() || "resume.pdf"}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "no-store",
  };
}

export const leadReaders: readonly StaffRole[] = ["staff", "admin"];

/**
 * The filter as the queries take it: empty values dropped, and "me" the
 * signed-in person's id.
 */
export function filterOf(query: LeadFilter, request: FastifyRequest): LeadFilter {
  const { kind, status, from, to, q, assignee } = query;
  const me = request.staff?.id;
  return Object.fromEntries(
    Object.entries({
      kind,
      status,
      from,
      to,
      q,
      assignee: assignee === "me" ? me : assignee,
    }).filter(([, value]) => value !== undefined && value !== ""),
  ) as LeadFilter;
}

export async function inboxRoutes(app: FastifyInstance, options: InboxRoutesOptions) {
  const { queries, talent, audit } = options;

  // A session that may only set up a passkey asks it too, to learn that it must (decision 147).
  app.get(
    "/api/me",
    { config: { roles: ["admin", "staff", "editor"], setup: true, answer: meSchema } },
    (request): Me | undefined =>
      request.staff
        ? {
            id: request.staff.id,
            email: request.staff.email,
            role: request.staff.role,
            passkeyNeeded: request.staff.signInMethod !== "passkey",
          }
        : undefined,
  );

  app.get(
    "/api/start",
    { config: { roles: leadReaders, answer: startCountsSchema } },
    async (): Promise<StartCounts> => {
      const since = new Date(options.now().getTime() - 7 * 86_400_000).toISOString();
      const leads = await queries.startCounts(since);
      return { since, ...leads, admissions: await options.admissions.countReceivedSince(since) };
    },
  );

  app.get(
    "/api/leads",
    { config: { roles: leadReaders, answer: inboxPageAnswerSchema } },
    async (request, reply) => {
      const query = parseOr400(inboxPageSchema, request.query, reply);
      if (!query) return reply;
      const after = query.after ? decodeCursor(query.after) : null;
      if (query.after && !after)
        return refusal(reply, 400, "That page no longer exists; start again.");
      const page: InboxPageAnswer = await queries.inboxPage(
        filterOf(query, request),
        after,
        query.limit ?? 50,
      );
      return page;
    },
  );

  app.get("/api/leads/export", { config: { roles: leadReaders } }, async (request, reply) => {
    const query = parseOr400(inboxExportSchema, request.query, reply);
    if (!query) return reply;
    const filter = filterOf(query, request);
    const staff = request.staff;
    const lines = leadExportLines(queries.exportRecords(filter), {
      format: query.format,
      kind: filter.kind,
      staffUrl: options.staffUrl,
      finished: (rows) =>
        audit.record({
          action: "export",
          actor: staff,
          detail: { filter: auditedFilter(filter), format: query.format, rows },
          address: clientAddress(request),
        }),
    });
    const day = lagosTime(options.now().toISOString()).slice(0, 10);
    return reply
      .type(query.format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="${leadExportFileName(filter.kind, query.format, day)}"`,
      )
      .send(Readable.from(lines));
  });

  app.get(
    "/api/leads/:kind/:id",
    { config: { roles: leadReaders, answer: leadDetailSchema } },
    async (request, reply) => {
      const ref = parseOr400(leadRefSchema, request.params, reply);
      if (!ref) return reply;
      const found = await queries.leadDetail(ref.kind, ref.id);
      if (!found) return refusal(reply, 404, "There is no such lead (it may have been erased).");
      await audit.record({
        action: "lead-viewed",
        actor: request.staff,
        target: `${ref.kind}:${ref.id}`,
        address: clientAddress(request),
      });
      const detail: LeadDetail = { kind: ref.kind, ...found };
      return detail;
    },
  );

  app.get(
    "/api/leads/application/:id/resume",
    { config: { roles: leadReaders } },
    async (request, reply) => {
      const ref = parseOr400(resumeRefSchema, request.params, reply);
      if (!ref) return reply;
      const application = await talent.repository.findApplication(ref.id);
      // Opened before any header goes out, so a file the sweep removed is a 404, not a cut download.
      const file =
        application && (await open(talent.store.pathOf(application.resume_file)).catch(() => null));
      if (!application || !file) {
        return refusal(reply, 404, "There is no such résumé (it may have been erased).");
      }
      // Who fetched which application's file; never its name or content.
      await audit.record({
        action: "resume-downloaded",
        actor: request.staff,
        target: `application:${ref.id}`,
        address: clientAddress(request),
      });
      return reply
        .headers(resumeHeaders(application.resume_name, application.resume_bytes))
        .send(file.createReadStream());
    },
  );

  app.post(
    "/api/leads/:kind/:id/handled",
    { config: { roles: leadReaders, answer: handledAnswerSchema } },
    async (request, reply) => {
      const ref = parseOr400(leadRefSchema, request.params, reply);
      const body = ref && parseOr400(handledSchema, request.body, reply);
      if (!ref || !body) return reply;
      const at = options.now().toISOString();
      const by = body.handled ? (request.staff?.email ?? null) : null;
      if (!(await queries.markHandled(ref.kind, ref.id, by, at))) {
        return refusal(reply, 404, "There is no such lead (it may have been erased).");
      }
      await audit.record({
        action: body.handled ? "lead-handled" : "lead-reopened",
        actor: request.staff,
        target: `${ref.kind}:${ref.id}`,
        address: clientAddress(request),
      });
      const answer: HandledAnswer = { handled_at: body.handled ? at : null, handled_by: by };
      return answer;
    },
  );

  app.post(
    "/api/erasure",
    { config: { roles: ["admin"], answer: erasureAnswerSchema } },
    async (request, reply) => {
      const body = parseOr400(eraseSchema, request.body, reply);
      if (!body) return reply;
      const removed = await options.erasePerson(body.email);
      // The counts only: the address itself is what was asked to be forgotten.
      await audit.record({
        action: "erasure",
        actor: request.staff,
        detail: { removed },
        address: clientAddress(request),
      });
      await options.traces.clean().catch((error: unknown) => {
        // The rows are gone and the note to wipe them stays: the hourly sweep tries again.
        request.log.warn({ err: error }, "erased rows not yet wiped from the files");
      });
      const answer: ErasureAnswer = { removed };
      return answer;
    },
  );
}
