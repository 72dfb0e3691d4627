import type { FastifyInstance, FastifyReply } from "fastify";
import type * as z from "zod";
import {
  entryPreviewQuerySchema,
  entryPreviewSchema,
  goingBackSchema,
  publishStateSchema,
  type QueuedBuild,
  queuedBuildSchema,
  rollbackSchema,
} from "#schemas/publish.ts";
import { clientAddress } from "#server/client-address.ts";
import type { ContentAuthors } from "#server/db/content-authors.ts";
import type { PublishStateDeps } from "#server/publish/publish-state.ts";
import { entryPreviewState, publishState } from "#server/publish/publish-state.ts";
import type { Publisher, Queued, Refusal } from "#server/publish/publisher.ts";
import { auditedNames, auditNameOf } from "#server/staff/audit-entries.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type PublishRoutesOptions = PublishStateDeps & {
  authors: ContentAuthors;
  /** Null when this server cannot publish (deps.unavailable says why). */
  publisher: Publisher | null;
  audit: AuditLog;
};

const editors = (answer: z.ZodType) => ({
  config: { roles: ["editor", "admin"] as const, answer },
});
const admins = (answer: z.ZodType) => ({ config: { roles: ["admin"] as const, answer } });

function answer(reply: FastifyReply, result: Queued | Refusal) {
  if (!result.ok) return refusal(reply, result.status, result.reason);
  const queued: QueuedBuild = {
    build: result.build,
    entries: result.entries,
    keptWaiting: result.keptWaiting,
  };
  return reply.code(202).send(queued);
}

/**
 * Publishing on the staff side (issues 22 and 32): what is saved but not
 * live, what is building, what went live and what failed, for editors and
 * admins; Publish and a preview for both; going back for admins. The audit
 * log records who, which build and which entries by the editor's names of
 * them, never what the content says.
 */
export async function publishRoutes(app: FastifyInstance, options: PublishRoutesOptions) {
  const { audit, publisher } = options;
  const unavailable = options.unavailable ?? "Publishing is off on this server.";

  app.get("/api/publish", editors(publishStateSchema), () => publishState(options));

  app.get("/api/publish/entry", editors(entryPreviewSchema), async (request, reply) => {
    const query = parseOr400(entryPreviewQuerySchema, request.query, reply);
    if (!query) return reply;
    const state = await entryPreviewState(options, query.editor);
    if (state.entry === null) return refusal(reply, 404, "The editor has no such entry.");
    return state;
  });

  app.post("/api/publish", editors(queuedBuildSchema), async (request, reply) => {
    if (!publisher) return refusal(reply, 409, unavailable);
    const author = request.staff && (await options.authors.of(request.staff.id));
    if (!author) return refusal(reply, 401, "Sign in first.");
    const result = await publisher.publish(author);
    if (result.ok) {
      await audit.record({
        action: "publish",
        actor: request.staff,
        target: `build:${result.build}`,
        // What went live, by the editor's names of the entries (server/staff/audit-entries.ts).
        detail: {
          entries: result.entries.length,
          ...auditedNames(result.entries.map(auditNameOf)),
        },
        address: clientAddress(request),
      });
    }
    return answer(reply, result);
  });

  // What going back would change, for the admin to confirm with the entries named.
  app.get("/api/publish/rollback", admins(goingBackSchema), async (request, reply) => {
    if (!publisher) return refusal(reply, 409, unavailable);
    const query = parseOr400(rollbackSchema, request.query, reply);
    if (!query) return reply;
    const result = await publisher.goingBack(query.release);
    if (!result.ok) return refusal(reply, result.status, result.reason);
    return { entries: result.entries, keptWaiting: result.keptWaiting };
  });

  app.post("/api/publish/rollback", admins(queuedBuildSchema), async (request, reply) => {
    if (!publisher) return refusal(reply, 409, unavailable);
    const body = parseOr400(rollbackSchema, request.body, reply);
    if (!body) return reply;
    const author = request.staff && (await options.authors.of(request.staff.id));
    if (!author) return refusal(reply, 401, "Sign in first.");
    // The version as the page names it, read before going back: when it was built, by what, and what its build took live.
    const kept = options.releases.list();
    const version = kept.find((release) => release.id === body.release);
    const live = kept.find((release) => release.id === options.releases.current());
    // A version built after the live one is a way forward (decision 235), and the log says so.
    const forward = Boolean(version && live && version.builtAt > live.builtAt);
    const madeBy = await options.queue.ofRelease(body.release);
    const result = await publisher.rollback(body.release, author);
    if (result.ok) {
      await audit.record({
        action: "rollback",
        actor: request.staff,
        target: `release:${body.release}`,
        detail: {
          build: result.build,
          entries: result.entries.length,
          keptWaiting: result.keptWaiting.length,
          version: version ? { builtAt: version.builtAt, kind: version.kind } : null,
          ...(forward ? { forward: true } : {}),
          ...auditedNames((madeBy?.entries ?? []).map(auditNameOf)),
        },
        address: clientAddress(request),
      });
    }
    return answer(reply, result);
  });

  app.post("/api/publish/preview", editors(queuedBuildSchema), async (request, reply) => {
    if (!publisher) return refusal(reply, 409, unavailable);
    const build = await publisher.preview(request.staff?.email ?? "");
    const queued: QueuedBuild = { build, entries: [], keptWaiting: [] };
    return reply.code(202).send(queued);
  });
}
