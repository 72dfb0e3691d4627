import type { Server } from "node:http";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { clientAddress, clientKey } from "#server/client-address.ts";
import type { Database } from "#server/db/database.ts";
import { isClientReset, isDatabaseUnavailable } from "#server/db/database-errors.ts";
import { rateLimitStore } from "#server/db/rate-limit-store.ts";
import type { ServerConfig } from "#server/env.ts";
import { apiContentSecurityPolicy } from "#server/static/content-security-policy.ts";

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

/** What a client is told to wait before retrying a write while the database is away. */
export const databaseRetryAfterSeconds = 5;

/**
 * Headers, CORS, rate limiting, JSON-only bodies and the error handler. Called
 * on the root instance (not registered as a plugin) so every route below it,
 * the site's included, gets them.
 */
export async function registerHardening(
  app: FastifyInstance,
  config: Pick<ServerConfig, "ALLOWED_ORIGINS">,
  database: Database,
): Promise<void> {
  const describeDatabaseError = database.describeError;
  await app.register(helmet, {
    // Pages get a per-page CSP with script hashes from the static-site plugin;
    // every other answer gets the locked-down API policy below.
    contentSecurityPolicy: false,
    // HSTS over plain HTTP is ignored by browsers and wrong behind no TLS.
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Agrees with every policy's frame-ancestors 'none' (helmet's default is SAMEORIGIN).
    frameguard: { action: "deny" },
  });
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", apiContentSecurityPolicy);
    }
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    // Site files set their own caching; answers about leads and health are never cached.
    if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });

  await app.register(cors, {
    origin: config.ALLOWED_ORIGINS.length > 0 ? config.ALLOWED_ORIGINS : false,
    methods: ["GET", "POST"],
  });
  // Limits are per route (config.rateLimit on each write); reads stay unlimited.
  // A store that fails (the database is away) fails the request: 503, never unlimited.
  // The key is the client's (server/client-address.ts: an IPv6 /64) as
  // TRUST_PROXY reads it, and there always is one, even for a request whose
  // client has already reset.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(database),
    keyGenerator: (request) => clientKey(clientAddress(request)),
  });

  // Only JSON is parsed, so a cross-site form post (urlencoded, multipart,
  // text/plain) cannot write without a CORS preflight. Fastify parses
  // text/plain by default; that parser goes too. The form posts of the
  // no-JavaScript fallback get their own parser and origin check.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(
      Object.assign(new Error("Send the body as application/json"), { statusCode: 415 }),
      undefined,
    );
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (isClientReset(error)) {
      // The client hung up mid-request: nothing to store, nobody to answer.
      request.log.info({ code: (error as { code?: string }).code }, "client reset the connection");
      return reply.status(400).send({ error: "Bad Request", message: "The request was cut off" });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was stored (each lead is one transaction); the client may retry.
      request.log.warn(describeDatabaseError(error), "database unavailable");
      return reply.status(503).header("Retry-After", String(databaseRetryAfterSeconds)).send({
        error: "Service Unavailable",
        message: "The service is briefly unavailable; please try again shortly",
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500 && isUnstorableCharacter(error)) {
      // A NUL or a broken byte that a schema let through: the client's input, not our fault.
      request.log.warn({ code: (error as { code?: string }).code }, "unstorable character refused");
      return reply.status(400).send({
        error: "Bad Request",
        message: "The request holds a character that cannot be stored",
      });
    }
    if (status === 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(500)
        .send({ error: "Internal Server Error", message: "Something went wrong on our side" });
    }
    return reply
      .status(status)
      .send({ error: statusTexts[status] ?? "Client Error", message: error.message });
  });
}

/** PostgreSQL's "invalid byte sequence" (NUL in UTF-8 text) and "untranslatable character". */
const unstorableCharacterCodes = new Set(["22021", "22P05"]);

function isUnstorableCharacter(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && unstorableCharacterCodes.has(code);
}

/** At most one "cap reached" line per this many milliseconds, however many are refused. */
const capLogIntervalMs = 10_000;

/**
 * Refuses connections past the cap before they cost a file descriptor each
 * (issue 12, item 2: 21,000 stalled connections starved /healthz), and says so
 * in the log: once per interval, with how many were refused.
 */
export function limitConnections(server: Server, max: number, log: FastifyBaseLogger): void {
  server.maxConnections = max;
  let refused = 0;
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  server.on("drop", () => {
    refused += 1;
    const now = Date.now();
    if (now - lastLoggedAt < capLogIntervalMs) return;
    log.warn({ maxConnections: max, refused }, "connection cap reached: refusing new connections");
    lastLoggedAt = now;
    refused = 0;
  });
}
