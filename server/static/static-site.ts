import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { loadSiteFiles, type SiteFile } from "./site-files.ts";

export type StaticSiteOptions = { siteDir: string; connectSources?: readonly string[] };

function chooseEncoding(request: FastifyRequest, file: SiteFile): "br" | "gzip" | null {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.brotli && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  reply.header("Content-Type", file.contentType);
  reply.header("Vary", "Accept-Encoding");
  reply.header(
    "Cache-Control",
    file.immutable
      ? "public, max-age=31536000, immutable"
      : file.isHtml
        ? "no-cache"
        : "public, max-age=3600",
  );
  if (file.csp) reply.header("Content-Security-Policy", file.csp);
  if (status === 200) {
    reply.header("ETag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  }
  const encoding = chooseEncoding(request, file);
  if (encoding) reply.header("Content-Encoding", encoding);
  const body = encoding === "br" ? file.brotli : encoding === "gzip" ? file.gzip : file.body;
  return reply.status(status).send(body);
}

/**
 * Serves the prerendered site (build/client): `/about` and `/about/` are the
 * same page, paths are case sensitive, unknown paths get the designed
 * not-found page with status 404, and unknown /api paths a JSON 404.
 */
export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const { files, notFoundPage } = loadSiteFiles(options.siteDir, options.connectSources ?? []);
  if (files.size === 0)
    app.log.warn({ siteDir: options.siteDir }, "no built site found; run npm run build");

  app.get("/*", (request, reply) => {
    const path = decodePath(request.url);
    const file = path === null ? undefined : files.get(path);
    if (file) return sendFile(request, reply, file);
    return replyNotFound(request, reply);
  });

  app.setNotFoundHandler((request, reply) => replyNotFound(request, reply));

  function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (
      request.url.startsWith("/api/") ||
      !notFoundPage ||
      !["GET", "HEAD"].includes(request.method)
    ) {
      return reply.status(404).send({
        error: "Not Found",
        message: `${request.method} ${request.url.split("?")[0]} is not here`,
      });
    }
    return sendFile(request, reply, notFoundPage, 404);
  }
};

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return null;
  }
}
