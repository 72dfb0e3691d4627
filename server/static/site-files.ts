import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";

export type SiteFile = {
  body: Buffer;
  brotli: Buffer | null;
  gzip: Buffer | null;
  contentType: string;
  etag: string;
  cacheControl: string;
  csp: string | null;
  /**
   * Where a prerendered redirect leads: React Router writes a loader's
   * `redirect()` as a meta-refresh document, which the server answers with a
   * real 301 so browsers, crawlers and link previews follow it at once.
   */
  redirectTo: string | null;
};

function prerenderedRedirect(html: string): string | null {
  const target = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)">/.exec(html)?.[1];
  // Only same-site paths: a redirect document never sends a visitor elsewhere.
  return target?.startsWith("/") && !target.startsWith("//") ? target : null;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  // React Router's turbo-stream route data, typed as its own server types it.
  ".data": "text/x-script",
};

/**
 * Files the build writes that must never be served as pages of their own: the
 * SPA fallback, and the not-found page's data (the page itself answers every
 * unknown path, below, and its reserved path is not a page).
 */
const hiddenFiles = new Set(["__spa-fallback.html", "404.data"]);

function cacheControlOf(relativePath: string, extension: string): string {
  // Hashed build output: a new build writes new names.
  if (relativePath.startsWith("assets/")) return "public, max-age=31536000, immutable";
  // Pages and their route data name the hashed assets of the current build.
  if (extension === ".html" || extension === ".data") return "no-cache";
  // Unhashed files (favicon, robots.txt, the brochure) change rarely but keep their names.
  return "public, max-age=3600";
}

/**
 * The addresses a file answers at. A page at `about/index.html` is `/about`
 * and `/about/`. React Router prerenders a route's data to `about.data` (`_.data`
 * for the home page) and, with trailing-slash-aware data requests, fetches it
 * as `/about.data` from `/about` and `/about/_.data` from `/about/`.
 */
function addressesOf(relativePath: string): string[] {
  const addresses = [`/${relativePath}`];
  if (relativePath === "index.html") addresses.push("/");
  else if (relativePath.endsWith("/index.html")) {
    const page = `/${relativePath.slice(0, -"/index.html".length)}`;
    addresses.push(page, `${page}/`);
  } else if (relativePath.endsWith(".data") && relativePath !== "_.data") {
    addresses.push(`/${relativePath.slice(0, -".data".length)}/_.data`);
  }
  return addresses;
}

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function variant(path: string): Buffer | null {
  return existsSync(path) ? readFileSync(path) : null;
}

/**
 * Loads the prerendered site into memory once at start (it is a few
 * megabytes), with its precompressed variants and, for each page, a CSP that
 * allows exactly its own inline scripts. A section's designed not-found page
 * is prerendered in its `404/` folder (`404/`, `codeville/404/`) and answers
 * for unknown paths under that section, by section prefix (`/`, `/codeville/`).
 */
export function loadSiteFiles(siteDir: string, connectSources: readonly string[]) {
  const files = new Map<string, SiteFile>();
  const notFoundPages = new Map<string, SiteFile>();
  if (!existsSync(siteDir)) return { files, notFoundPage: null, notFoundPages };

  for (const path of walk(siteDir)) {
    const extension = extname(path);
    if (extension === ".br" || extension === ".gz") continue;
    const relativePath = relative(siteDir, path).split(sep).join("/");
    if (hiddenFiles.has(relativePath)) continue;
    const body = readFileSync(path);
    const file: SiteFile = {
      body,
      brotli: variant(`${path}.br`),
      gzip: variant(`${path}.gz`),
      contentType: contentTypes[extension] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: cacheControlOf(relativePath, extension),
      csp:
        extension === ".html"
          ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), connectSources)
          : null,
      redirectTo: extension === ".html" ? prerenderedRedirect(body.toString("utf8")) : null,
    };
    if (relativePath === "404/index.html" || relativePath.endsWith("/404/index.html")) {
      notFoundPages.set(`/${relativePath.slice(0, -"404/index.html".length)}`, file);
      continue;
    }
    for (const address of addressesOf(relativePath)) files.set(address, file);
  }
  return { files, notFoundPage: notFoundPages.get("/") ?? null, notFoundPages };
}
