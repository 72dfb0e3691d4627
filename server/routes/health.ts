import type { FastifyContextConfig, FastifyPluginAsync } from "fastify";
import type { Database } from "#server/db/database.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";

export type HealthRoutesOptions = {
  leads: LeadsRepository;
  describeError: Database["describeError"];
  /** True once the process is shutting down: a load balancer must stop sending requests. */
  isDraining?: () => boolean;
  /** Route config the host app asks of every route (the staff side: `{ roles: "public" }`). */
  routeConfig?: FastifyContextConfig;
};

/**
 * GET /healthz: the process answers. GET /readyz: the database answers too,
 * and the process is not draining before a shutdown.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const config = options.routeConfig ?? {};
  app.get("/healthz", { config }, async () => ({ status: "ok" }));
  app.get("/readyz", { config }, async (request, reply) => {
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
