import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { type Database, openDatabase } from "./db/database.ts";
import { leadsRepository } from "./db/leads-repository.ts";
import { outboxRepository } from "./db/outbox-repository.ts";
import type { ServerConfig } from "./env.ts";
import { blogFeedRoutes } from "./feed/blog-feed-routes.ts";
import { emailSendRoutes } from "./routes/email-send-routes.ts";
import { healthRoutes } from "./routes/health-routes.ts";
import { leadRoutes } from "./routes/lead-routes.ts";
import {
  apiContentSecurityPolicy,
  connectSourcesFromEnv,
} from "./static/content-security-policy.ts";
import { staticSite } from "./static/static-site.ts";

/** Write endpoints accept at most this many bytes of body (413 beyond). */
export const bodyLimitBytes = 16 * 1024;

export type BuildAppOptions = {
  logger?: FastifyServerOptions["logger"];
  /** An open database to use instead of opening one from the config (tests share one). */
  database?: Database;
  fetchImpl?: typeof fetch;
};

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

/**
 * The lead service without a listening socket: plugins, routes and the site.
 * server/index.ts owns the process; tests call this and use `inject`.
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Headers may carry credentials; bodies (emails, phones, messages) are never logged.
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: bodyLimitBytes,
    // Fastify takes a hop count too (proxy-addr); its typings of this overload omit number.
    trustProxy: config.TRUST_PROXY as boolean | string | string[],
    genReqId: () => crypto.randomUUID(),
    // One line per request, written when it completes (below), instead of two.
    disableRequestLogging: true,
    requestIdHeader: false,
    return503OnClosing: true,
  });

  app.addHook("onResponse", async (request, reply) => {
    // The path only: a query string is the visitor's, not ours to keep.
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?")[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request completed",
    );
  });

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook("onClose", () => database.close());
  const leads = leadsRepository(database);
  app.decorate("leads", leads);
  app.decorate("outbox", outboxRepository(database.db));

  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", apiContentSecurityPolicy);
    }
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });

  await app.register(cors, {
    origin: config.ALLOWED_ORIGINS.length > 0 ? config.ALLOWED_ORIGINS : false,
    methods: ["GET", "POST"],
  });
  await app.register(rateLimit, { global: false });
  // Only JSON is parsed; anything else gets a 415 that says what to send instead.
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(
      Object.assign(new Error("Send the body as application/json"), { statusCode: 415 }),
      undefined,
    );
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
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

  const writeRateLimit = { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS };
  await app.register(healthRoutes, { leads });
  await app.register(leadRoutes, {
    leads,
    contactNotifyTo: config.CONTACT_NOTIFY_TO,
    rateLimit: writeRateLimit,
  });
  await app.register(emailSendRoutes, {
    leads,
    publicKey: config.EMAIL_PUBLIC_KEY,
    serviceId: config.EMAIL_SERVICE_ID,
    templateId: config.EMAIL_TEMPLATE_ID,
    rateLimit: writeRateLimit,
  });
  await app.register(blogFeedRoutes, { rssUrl: config.BLOG_RSS_URL, fetchImpl: options.fetchImpl });
  await app.register(staticSite, {
    siteDir: config.SITE_DIR,
    connectSources: connectSourcesFromEnv(process.env),
  });

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    leads: ReturnType<typeof leadsRepository>;
    outbox: ReturnType<typeof outboxRepository>;
  }
}
