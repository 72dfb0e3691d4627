import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Encoding, negotiateEncoding } from "./accept-encoding.ts";
import { loadSiteFiles, type SiteFile } from "./site-files.ts";

export type StaticSiteOptions = {
  siteDir: string;
  connectSources?: readonly string[];
  /** Not-found answers one client may get per window; found files are never limited. */
  notFoundRateLimit?: { max: number; timeWindowMs: number };
};

/**
 * A visitor meets a few dead links a minute at most; a scanner probing for
 * admin pages and backups asks for hundreds (the fastify/demo 404 handler).
 */
const defaultNotFoundRateLimit = { max: 60, timeWindowMs: 60_000 };

function availableEncodings(file: SiteFile): Set<Encoding> {
  const available = new Set<Encoding>(["identity"]);
  if (file.brotli) available.add("br");
  if (file.gzip) available.add("gzip");
  return available;
}

/** Each encoding is its own representation, so each gets its own strong ETag. */
function etagOf(file: SiteFile, encoding: Encoding) {
  return encoding === "identity" ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  if (file.redirectTo && status === 200) {
    reply.header("Cache-Control", "public, max-age=3600");
    return reply.redirect(file.redirectTo, 301);
  }
  const available = availableEncodings(file);
  const encoding = negotiateEncoding(request.headers["accept-encoding"], available);
  // Caches must key the answer on what the client accepts when that chose it.
  if (available.size > 1 || encoding === null) reply.header("Vary", "Accept-Encoding");
  if (encoding === null) {
    return reply.status(406).send({
      error: "Not Acceptable",
      message: `Accept-Encoding excludes every coding this file has: ${[...available].join(", ")}`,
    });
  }
  reply.header("Content-Type", file.contentType);
  reply.header("Cache-Control", file.cacheControl);
  if (file.csp) reply.header("Content-Security-Policy", file.csp);
  if (status === 200) {
    const etag = etagOf(file, encoding);
    reply.header("ETag", etag);
    if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.status(304).send();
  }
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  const body = encoding === "br" ? file.brotli : encoding === "gzip" ? file.gzip : file.body;
  return reply.status(status).send(body);
}

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return null;
  }
}

const plugin: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const { files, notFoundPages } = loadSiteFiles(options.siteDir, options.connectSources ?? []);
  // Longest section first: /codeville/… gets the kids' not-found page, the rest the main one.
  const sections = [...notFoundPages.keys()].sort((a, b) => b.length - a.length);
  const notFoundPageFor = (path: string) => {
    const section = sections.find((prefix) => path.startsWith(prefix));
    return section === undefined ? undefined : notFoundPages.get(section);
  };
  if (files.size === 0)
    app.log.warn({ siteDir: options.siteDir }, "no built site found; run npm run build");
  const limit = options.notFoundRateLimit ?? defaultNotFoundRateLimit;

  function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "/";
    const notFoundPage = notFoundPageFor(decodePath(request.url) ?? "/");
    // Route data and API calls are read by code, never shown as a page.
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      !path.endsWith(".data");
    if (!notFoundPage || !isPageRequest) {
      return reply
        .status(404)
        .send({ error: "Not Found", message: `${request.method} ${path} is not here` });
    }
    return sendFile(request, reply, notFoundPage, 404);
  }

  app.get("/*", (request, reply) => {
    const path = decodePath(request.url);
    const file = path === null ? undefined : files.get(path);
    if (file) return sendFile(request, reply, file);
    // Through the not-found handler, so its rate limit counts this miss too.
    return reply.callNotFound();
  });

  // An unlimited 404 lets anyone enumerate the server's paths at full speed.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: limit.max, timeWindow: limit.timeWindowMs }) },
    replyNotFound,
  );
};

/**
 * Serves the prerendered site (build/client) from memory (docs/decisions/013):
 * `/about` and `/about/` are the same page, paths are case sensitive, route
 * data answers React Router's client navigation, unknown paths get the designed
 * not-found page with status 404 (unknown /api paths and route data a JSON
 * 404), rate limited per client. Not encapsulated, so its not-found handler
 * is the application's; needs @fastify/rate-limit registered first.
 */
export const staticSite = fp(plugin, {
  fastify: "5.x",
  name: "static-site",
  dependencies: ["@fastify/rate-limit"],
});
