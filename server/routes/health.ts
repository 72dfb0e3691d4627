import type { FastifyPluginAsync } from "fastify";
import type { LeadsRepository } from "#server/db/leads-repository.ts";

/** GET /healthz: the process answers. GET /readyz: the database answers too. */
export const healthRoutes: FastifyPluginAsync<{ leads: LeadsRepository }> = async (
  app,
  options,
) => {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await options.leads.isReachable();
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "database unreachable");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
