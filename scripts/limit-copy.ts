import { readFileSync } from "node:fs";
import { join } from "node:path";

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
