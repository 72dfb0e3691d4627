import { once } from "node:events";
import { createServer } from "node:http";
import type { FastifyInstance } from "fastify";

/** The only paths the health port answers. */
export const healthPaths = new Set(["/healthz", "/readyz", "/healthz/database"]);

/** The orchestrator needs a handful of connections, never more. */
const healthMaxConnections = 64;

/**
 * /healthz, /readyz and /healthz/database on a port of their own (HEALTH_PORT), so a flood of
 * connections to the public port, which its caps then refuse, cannot make an
 * orchestrator restart a healthy instance (issue 25, item 3). Requests go
 * through the same app (`routing`), with its hooks and headers; any other
 * path is 404 here.
 */
export async function listenForHealth(app: FastifyInstance, port: number, host: string) {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0] ?? "";
    if (!healthPaths.has(path)) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    app.routing(request, response);
  });
  server.maxConnections = healthMaxConnections;
  server.headersTimeout = 5_000;
  server.requestTimeout = 10_000;
  server.listen(port, host);
  await once(server, "listening");
  return {
    server,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
