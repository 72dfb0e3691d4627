import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import send from "@fastify/send";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { indexSiteFiles, type SiteFile } from "./site-files.ts";

export type StaticSiteOptions = {
  siteDir: string;
  connectSources?: readonly string[];
  /** Not-found answers one client may get per window; found files are never limited. */
  notFoundRateLimit?: { max: number; timeWindowMs: number };
  /** How often to look whether SITE_DIR now leads to another build; 0 never looks. */
  watchMs?: number;
};

/**
 * A visitor meets a few dead links a minute at most; a scanner probing for
 * admin pages and backups asks for hundreds (the fastify/demo 404 handler).
 */
const defaultNotFoundRateLimit = { max: 60, timeWindowMs: 60_000 };

// @fastify/send's documented hook for types (its `mime` export): JavaScript as
// RFC 9239 names it, and React Router's route data as its own server types it.
send.mime.define({ "text/javascript": ["js", "mjs"] }, true);
send.mime.define({ "text/x-script": ["data"] }, true);

/**
 * A designed not-found page is sent whole with its 404: no validators and no
 * ranges, and the request's preconditions are dropped, since they name a
 * representation of the missing address (If-None-Match: * would make a 304).
 */
const notFoundSendOptions = { etag: false, lastModified: false, acceptRanges: false };
const preconditions = ["if-match", "if-none-match", "if-modified-since", "if-unmodified-since"];

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return null;
  }
}

/** The headers the file's kind decides; @fastify/static adds the validators and the coding. */
function sendSiteFile(reply: FastifyReply, root: string, file: SiteFile, sendOptions = {}) {
  reply.header("Cache-Control", file.cacheControl);
  if (file.csp) reply.header("Content-Security-Policy", file.csp);
  // Caches must key the answer on what the client accepts when that chose it.
  if (file.compressed) reply.header("Vary", "Accept-Encoding");
  return reply.sendFile(file.file, root, sendOptions);
}

/** One build of the site as indexed: its real folder and what it answers. */
type IndexedSite = {
  root: string;
  files: Map<string, SiteFile>;
  notFoundPageFor: (path: string) => SiteFile | undefined;
};

/** The folder itself, not a link to it: each build is served from its own real folder. */
function realFolder(siteDir: string): string {
  try {
    return realpathSync(siteDir);
  } catch {
    return resolve(siteDir);
  }
}

function indexSite(root: string, connectSources: readonly string[]): IndexedSite {
  const { files, notFoundPages } = indexSiteFiles(root, connectSources);
  // Longest section first: /codeville/… gets the kids' not-found page, the rest the main one.
  const sections = [...notFoundPages.keys()].sort((a, b) => b.length - a.length);
  return {
    root,
    files,
    notFoundPageFor(path) {
      const section = sections.find((prefix) => path.startsWith(prefix));
      return section === undefined ? undefined : notFoundPages.get(section);
    },
  };
}

const plugin: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const connectSources = options.connectSources ?? [];
  let site = indexSite(realFolder(options.siteDir), connectSources);
  if (site.files.size === 0) {
    // npm start publishes the first release before it serves (npm run site:rebuild).
    app.log.warn({ siteDir: options.siteDir }, "no site to serve yet: run npm run site:rebuild");
  }
  const limit = options.notFoundRateLimit ?? defaultNotFoundRateLimit;

  /**
   * A publish switches SITE_DIR's link to a new build folder in one rename
   * (server/publish/release-folders.ts). When the link leads elsewhere, the
   * new folder is indexed whole and only then replaces the served one, in one
   * assignment: a request uses the build it started with to its last byte,
   * so none sees a mix of two builds or a half-built one
   * (docs/decisions/105-publishing-builds-and-switches.md).
   */
  function followSiteDir(): boolean {
    const root = realFolder(options.siteDir);
    if (root === site.root) return false;
    site = indexSite(root, connectSources);
    app.log.info({ root }, "serving a new build of the site");
    return true;
  }
  app.decorate("followSiteDir", followSiteDir);
  const watchMs = options.watchMs ?? 1_000;
  if (watchMs > 0) {
    // Every instance follows the link, whichever one (or the daily rebuild) switched it.
    const watch = setInterval(() => {
      try {
        followSiteDir();
      } catch (error) {
        app.log.error({ err: error }, "could not index the new build; serving the previous one");
      }
    }, watchMs);
    watch.unref();
    app.addHook("onClose", async () => clearInterval(watch));
  }

  // Only reply.sendFile: which addresses exist is the index's to say, not the disk's.
  await app.register(fastifyStatic, {
    root: site.root,
    serve: false,
    preCompressed: true,
    // Cache-Control is per kind of file (site-files.ts), set before each send.
    cacheControl: false,
  });

  function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "/";
    const served = site;
    const notFoundPage = served.notFoundPageFor(decodePath(request.url) ?? "/");
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
    for (const header of preconditions) delete request.raw.headers[header];
    return sendSiteFile(reply.status(404), served.root, notFoundPage, notFoundSendOptions);
  }

  app.get(
    "/*",
    {
      // A visitor who stops a video midway closes the stream: not a server error.
      errorHandler(error, request, reply) {
        if ((error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE") {
          request.raw.destroy();
          return;
        }
        return app.errorHandler(error, request, reply);
      },
    },
    (request, reply) => {
      const path = decodePath(request.url);
      // The build this request is answered from, to its last byte.
      const served = site;
      const file = path === null ? undefined : served.files.get(path);
      // Through the not-found handler, so its rate limit counts this miss too.
      if (!file) return reply.callNotFound();
      if (file.redirectTo) {
        reply.header("Cache-Control", "public, max-age=3600");
        return reply.redirect(file.redirectTo, 301);
      }
      return sendSiteFile(reply, served.root, file);
    },
  );

  // An unlimited 404 lets anyone enumerate the server's paths at full speed.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: limit.max, timeWindow: limit.timeWindowMs }) },
    replyNotFound,
  );
};

/**
 * Serves the prerendered site (build/client) with @fastify/static
 * (docs/decisions/080): precompressed brotli and gzip, ETag and Last-Modified,
 * range requests. `/about` and `/about/` are the same page, paths are case
 * sensitive, route data answers React Router's client navigation, unknown
 * paths get the designed not-found page with status 404 (unknown /api paths
 * and route data a JSON 404), rate limited per client. Not encapsulated, so
 * its not-found handler is the application's; needs @fastify/rate-limit
 * registered first.
 */
declare module "fastify" {
  interface FastifyInstance {
    /** Serves the build SITE_DIR leads to now, if it changed; true when it did. */
    followSiteDir?: () => boolean;
  }
}

export const staticSite = fp(plugin, {
  fastify: "5.x",
  name: "static-site",
  dependencies: ["@fastify/rate-limit"],
});
