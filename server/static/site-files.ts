import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";

/** What the server needs to know of one built file; @fastify/static reads its bytes. */
export type SiteFile = {
  /** The file under the site folder, with a leading slash: `/about/index.html`. */
  file: string;
  cacheControl: string;
  csp: string | null;
  /** The build wrote brotli or gzip copies beside it, so caches must key on Accept-Encoding. */
  compressed: boolean;
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

/**
 * Files the build writes that must never be served as pages of their own: the
 * SPA fallback, and the not-found page's data (the page itself answers every
 * unknown path, below, and its reserved path is not a page).
 */
const hiddenFiles = new Set(["__spa-fallback.html", "404.data"]);

/** Hashed build output: a new build writes new names, so a copy never goes stale. */
export const hashedAssetCacheControl = "public, max-age=31536000, immutable";

function cacheControlOf(relativePath: string, extension: string): string {
  if (relativePath.startsWith("assets/")) return hashedAssetCacheControl;
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

/**
 * Indexes the prerendered site once at start: each file's addresses, caching,
 * whether it has precompressed copies, and, for each page, a CSP that allows
 * exactly its own inline scripts (read once here, never per request). A
 * section's designed not-found page is prerendered in its `404/` folder (`404/`,
 * `codeville/404/`) and answers for unknown paths under that section, by
 * section prefix (`/`, `/codeville/`).
 */
export function indexSiteFiles(siteDir: string, connectSources: readonly string[]) {
  const files = new Map<string, SiteFile>();
  const notFoundPages = new Map<string, SiteFile>();
  if (!existsSync(siteDir)) return { files, notFoundPages };

  for (const path of walk(siteDir)) {
    const extension = extname(path);
    if (extension === ".br" || extension === ".gz") continue;
    const relativePath = relative(siteDir, path).split(sep).join("/");
    if (hiddenFiles.has(relativePath)) continue;
    const html = extension === ".html" ? readFileSync(path, "utf8") : null;
    const file: SiteFile = {
      file: `/${relativePath}`,
      cacheControl: cacheControlOf(relativePath, extension),
      csp: html === null ? null : contentSecurityPolicy(inlineScriptHashes(html), connectSources),
      compressed: existsSync(`${path}.br`) || existsSync(`${path}.gz`),
      redirectTo: html === null ? null : prerenderedRedirect(html),
    };
    if (relativePath === "404/index.html" || relativePath.endsWith("/404/index.html")) {
      notFoundPages.set(`/${relativePath.slice(0, -"404/index.html".length)}`, file);
      continue;
    }
    for (const address of addressesOf(relativePath)) files.set(address, file);
  }
  return { files, notFoundPages };
}
