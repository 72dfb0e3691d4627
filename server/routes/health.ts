import type { FastifyPluginAsync } from "fastify";
import type { Database } from "#server/db/database.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";

export type HealthRoutesOptions = {
  leads: LeadsRepository;
  describeError: Database["describeError"];
  /** True once the process is shutting down: a load balancer must stop sending requests. */
  isDraining?: () => boolean;
};

/**
 * GET /healthz: the process answers. GET /readyz: the database answers too,
 * and the process is not draining before a shutdown.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    if (options.isDraining?.()) return reply.status(503).send({ status: "draining" });
    try {
      await options.leads.isReachable();
      return { status: "ok" };
    } catch (error) {
      request.log.warn(options.describeError(error), "database unreachable");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
