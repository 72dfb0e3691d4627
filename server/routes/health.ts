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
 * GET /healthz: the process answers. GET /readyz: it takes new requests,
 * which fails only while it drains before a shutdown: a database outage
 * leaves every instance ready, since pages need no database and writes
 * answer that with their own 503 (docs/decisions/157-readiness-without-the-database.md).
 * GET /healthz/database: the database answers, for monitoring.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const config = options.routeConfig ?? {};
  app.get("/healthz", { config }, async () => ({ status: "ok" }));
  app.get("/readyz", { config }, async (_request, reply) => {
    if (options.isDraining?.()) return reply.status(503).send({ status: "draining" });
    return { status: "ok" };
  });
  app.get("/healthz/database", { config }, async (request, reply) => {
    try {
      await options.leads.isReachable();
      return { status: "ok" };
    } catch (error) {
      request.log.warn(options.describeError(error), "database unreachable");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
