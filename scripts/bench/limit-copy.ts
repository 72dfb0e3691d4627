import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { precompressFile } from "../build/precompress.ts";

/** The limit copies are served under this prefix, beside the pages they copy. */
export const limitPrefix = "/__limit";

/**
 * The "limit" copy of a prerendered page: the same HTML with every script
 * removed and its stylesheets inlined. Nothing can paint sooner than this, so
 * LCP(route) / LCP(limit) says what the JavaScript and CSS requests cost.
 */
export function limitCopy(html: string, siteDir: string): string {
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  return withoutScripts.replace(
    /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/gi,
    (_tag, href: string) => {
      const css = readFileSync(join(siteDir, href.replace(/^\//, "")), "utf8");
      return `<style>${css}</style>`;
    },
  );
}

/**
 * Writes the limit copy of the page at `path` into the built site and
 * compresses it with the build's own function, so it travels exactly as its
 * page does (an uncompressed copy would lose to a compressed page by its
 * transfer time, not by its scripts). Returns the address it is served at.
 */
export function writeLimitCopy(siteDir: string, page: { path: string; html: string }): string {
  const folder = join(siteDir, limitPrefix, page.path);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, "index.html");
  writeFileSync(file, limitCopy(page.html, siteDir));
  precompressFile(file);
  return page.path === "/" ? `${limitPrefix}/` : `${limitPrefix}${page.path}`;
}
