import type { FastifyInstance } from "fastify";
import { rollbackSchema } from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import type { Database } from "#server/db/database.ts";
import type { BuildQueue } from "#server/publish/build-queue.ts";
import type { ContentRepository } from "#server/publish/content-repo.ts";
import type { Publisher } from "#server/publish/publisher.ts";
import type { ReleaseFolders } from "#server/publish/release-folders.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type PublishRoutesOptions = {
  database: Database;
  queue: BuildQueue;
  repo: ContentRepository;
  releases: ReleaseFolders;
  /** Null when this server cannot publish, with the reason staff see. */
  publisher: Publisher | null;
  unavailable: string | null;
  /** Where content is kept: in GitHub the host publishes each commit, and the page says so instead of offering Publish. */
  storage: "local" | "github";
  audit: AuditLog;
};

/** How many past builds the page lists. */
const shownBuilds = 10;

/**
 * Publishing on the staff side (issue 22): the state of the queue and the
 * live release for editors and admins, Publish for both, going back to an
 * earlier release for admins. The audit log records who and which build,
 * never what the content says.
 */
export async function publishRoutes(app: FastifyInstance, options: PublishRoutesOptions) {
  const { queue, releases, audit } = options;
  const publishers = { config: { roles: ["editor", "admin"] as const } };
  const admins = { config: { roles: ["admin"] as const } };

  app.get("/api/publish", publishers, async () => {
    const live = releases.current();
    return {
      storage: options.storage,
      unavailable: options.unavailable,
      live,
      pending: options.publisher ? await options.repo.changes().catch(() => []) : [],
      builds: await queue.recent(shownBuilds),
      releases: releases.list().map((release) => ({ ...release, live: release.id === live })),
    };
  });

  app.post("/api/publish", publishers, async (request, reply) => {
    if (!options.publisher) return refusal(reply, 409, options.unavailable ?? "Publishing is off.");
    const staff = request.staff;
    if (!staff) return refusal(reply, 401, "Sign in first.");
    const person = await options.database.db
      .selectFrom("staff_user")
      .select(["name", "email"])
      .where("id", "=", staff.id)
      .executeTakeFirstOrThrow();
    const answer = await options.publisher.publish({ name: person.name, email: person.email });
    if (!answer.ok) {
      if (answer.status === 409) return refusal(reply, 409, answer.reason);
      return reply.code(422).send({ error: "Unprocessable Entity", message: answer.reason });
    }
    await audit.record({
      action: "publish",
      actor: staff,
      target: `build:${answer.build}`,
      detail: { files: answer.changes },
      address: clientAddress(request),
    });
    return reply.code(202).send({ build: answer.build });
  });

  app.post("/api/publish/rollback", admins, async (request, reply) => {
    if (!options.publisher) return refusal(reply, 409, options.unavailable ?? "Publishing is off.");
    const body = parseOr400(rollbackSchema, request.body, reply);
    if (!body) return reply;
    if (!releases.list().some((release) => release.id === body.release)) {
      return refusal(reply, 404, "That version is no longer kept.");
    }
    const build = await options.publisher.rollback(body.release, request.staff?.email ?? "");
    await audit.record({
      action: "rollback",
      actor: request.staff,
      target: `release:${body.release}`,
      detail: { build },
      address: clientAddress(request),
    });
    return reply.code(202).send({ build });
  });
}
