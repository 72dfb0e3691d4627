import { createHash } from "node:crypto";
import {
  type BrowserEndpointVariable,
  browserEndpointVariables,
} from "#schemas/browser-endpoints.ts";

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The sha256 sources of every inline script in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page's policy: scripts only from this origin or with a listed hash (no
 * 'unsafe-inline'); styles may be inline because the toast library and Radix
 * set style attributes at run time.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  connectSources: readonly string[],
) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${connectSources.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of everything that is not a page: nothing may load from it. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Origins the browser build calls besides this one: the absolute VITE_*
 * endpoints, given to the service in the same environment the build used.
 */
export function connectSourcesOf(
  endpoints: Partial<Record<BrowserEndpointVariable, string | undefined>>,
): string[] {
  const origins = new Set<string>();
  for (const name of browserEndpointVariables) {
    const value = endpoints[name];
    if (value && URL.canParse(value)) origins.add(new URL(value).origin);
  }
  return [...origins];
}
