import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { proxyTrust, rememberPeerAddresses } from "#server/client-address.ts";
import type { ServerConfig } from "#server/env.ts";
import { healthPaths } from "#server/health-listener.ts";
import { limitConnections } from "#server/http-hardening.ts";
import { loggedPath, loggerOptions } from "#server/logging.ts";

type InstanceOptions = {
  logger?: FastifyServerOptions["logger"] | undefined;
  /** Write endpoints accept at most this many bytes of body; Fastify's own default otherwise. */
  bodyLimit?: number;
};

/**
 * A Fastify instance as both the public and the staff app run it: request
 * ids of our own, the proxy trust of TRUST_PROXY, time-outs, a connection
 * cap and one log line per request.
 */
export function createFastifyInstance(config: ServerConfig, options: InstanceOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    trustProxy: proxyTrust(config.TRUST_PROXY),
    genReqId: () => crypto.randomUUID(),
    // One line per request, written when it completes (below), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    return503OnClosing: true,
    // Node's defaults let a client that sends a byte every few seconds hold a
    // connection for ever (issue 12, item 2).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks both time-outs only this often (30 s by default).
      connectionsCheckingInterval: Math.max(
        50,
        Math.floor(Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS) / 4),
      ),
    },
  });
  rememberPeerAddresses(app.server);
  limitConnections(app.server, config.MAX_CONNECTIONS, app.log);
  app.addHook("onResponse", async (request, reply) => {
    const path = loggedPath(request.url);
    // Caddy checks each port of each instance every second: a passing check is
    // no news, and at info it would be most of the journal (docs/decisions/131).
    const level = healthPaths.has(path) && reply.statusCode < 400 ? "debug" : "info";
    request.log[level](
      {
        method: request.method,
        path,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request completed",
    );
  });
  return app;
}
