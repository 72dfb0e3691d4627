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
  isHtml: boolean;
  /** Hashed build output under /assets/: safe to cache for a year. */
  immutable: boolean;
  csp: string | null;
  /**
   * Where a prerendered redirect leads: React Router writes a loader's
   * `redirect()` as a meta-refresh document, which the server answers with a
   * real 301 so browsers, crawlers and link previews follow it at once.
   */
  redirectTo: string | null;
};

function prerenderedRedirect(html: string): string | null {
  const target = /<meta http-equiv="refresh" content="\d+;url=([^"]+)">/.exec(html)?.[1];
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
  ".map": "application/json; charset=utf-8",
};

/** Files the build writes that must never be served as pages of their own. */
const hiddenFiles = new Set(["__spa-fallback.html"]);

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
    const isHtml = extension === ".html";
    const file: SiteFile = {
      body,
      brotli: variant(`${path}.br`),
      gzip: variant(`${path}.gz`),
      contentType: contentTypes[extension] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      isHtml,
      immutable: relativePath.startsWith("assets/"),
      csp: isHtml
        ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), connectSources)
        : null,
      redirectTo: isHtml ? prerenderedRedirect(body.toString("utf8")) : null,
    };
    if (relativePath === "404/index.html" || relativePath.endsWith("/404/index.html")) {
      notFoundPages.set(`/${relativePath.slice(0, -"404/index.html".length)}`, file);
      continue;
    }
    files.set(`/${relativePath}`, file);
    if (relativePath === "index.html") files.set("/", file);
    else if (relativePath.endsWith("/index.html")) {
      const page = `/${relativePath.slice(0, -"/index.html".length)}`;
      files.set(page, file);
      files.set(`${page}/`, file);
    }
  }
  return { files, notFoundPage: notFoundPages.get("/") ?? null, notFoundPages };
}
