import type { FastifyInstance } from "fastify";
import {
  type ContentStart,
  contentStartSchema,
  type LaunchChecklist,
  launchChecklistSchema,
  type SamplesState,
  sampleConfirmSchema,
  samplesStateSchema,
  sampleUnconfirmSchema,
} from "#schemas/staff-start.ts";
import { clientAddress } from "#server/client-address.ts";
import type { LaunchRepository } from "#server/db/launch-repository.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type LaunchRoutesOptions = {
  /** The sample facts of the content being edited, each with its confirmation (server/publish/sample-gate.ts). */
  samples: () => Promise<SamplesState>;
  launch: LaunchRepository;
  /** How many entries are saved but not live, as the Publish page lists them. */
  waitingEntries: () => Promise<number>;
  storage: "local" | "github";
  /** The mail settings the Start page checks, as the server read them. */
  mail: { server: boolean; from: string; defaultFrom: string };
  audit: AuditLog;
  now: () => Date;
};

/**
 * The staff side's first day (issue 32, items 17 and 20): what the Start page
 * shows each role (the site's editors what waits, an admin the launch
 * checklist), and the sample facts with an admin's confirmation of each.
 */
export async function launchRoutes(app: FastifyInstance, options: LaunchRoutesOptions) {
  const { launch, audit } = options;
  const editors = { config: { roles: ["editor", "admin"] as const } };
  const admins = { config: { roles: ["admin"] as const } };

  app.get(
    "/api/start/content",
    { config: { ...editors.config, answer: contentStartSchema } },
    async (): Promise<ContentStart> => {
      const { unconfirmed } = await options.samples();
      // In GitHub a save is the publish: nothing waits on this server.
      const waiting =
        options.storage === "github" ? 0 : await options.waitingEntries().catch(() => 0);
      return { storage: options.storage, waiting, samplesLeft: unconfirmed };
    },
  );

  app.get(
    "/api/start/checklist",
    { config: { ...admins.config, answer: launchChecklistSchema } },
    async (): Promise<LaunchChecklist> => {
      const [{ people, joined }, samples, published] = await Promise.all([
        launch.staffCount(),
        options.samples(),
        launch.publishedOnce(),
      ]);
      const { mail } = options;
      const sender = mail.from !== mail.defaultFrom;
      return {
        team: { people, joined, done: people > 1 },
        mail: { server: mail.server, sender, from: mail.from, done: mail.server && sender },
        samples: { left: samples.unconfirmed, done: samples.unconfirmed === 0 },
        published: { done: published },
      };
    },
  );

  app.get(
    "/api/samples",
    { config: { ...editors.config, answer: samplesStateSchema } },
    (): Promise<SamplesState> => options.samples(),
  );

  app.post("/api/samples/confirm", admins, async (request, reply) => {
    const body = parseOr400(sampleConfirmSchema, request.body, reply);
    if (!body) return reply;
    const fact = (await options.samples()).facts.find((candidate) => candidate.id === body.fact);
    if (!fact) {
      return refusal(
        reply,
        404,
        "This sample content is no longer on the site: nothing to confirm.",
      );
    }
    if (fact.digest !== body.digest) {
      return refusal(
        reply,
        409,
        "This sample content changed since the page was opened: look at it again before confirming.",
      );
    }
    const by = request.staff?.email ?? "";
    await launch.confirm({
      fact: fact.id,
      digest: fact.digest,
      by,
      at: options.now().toISOString(),
    });
    await audit.record({
      action: "sample-confirmed",
      actor: request.staff,
      target: fact.id,
      address: clientAddress(request),
    });
    return reply.code(204).send();
  });

  app.post("/api/samples/unconfirm", admins, async (request, reply) => {
    const body = parseOr400(sampleUnconfirmSchema, request.body, reply);
    if (!body) return reply;
    await launch.unconfirm(body.fact);
    await audit.record({
      action: "sample-unconfirmed",
      actor: request.staff,
      target: body.fact,
      address: clientAddress(request),
    });
    return reply.code(204).send();
  });
}
