import * as z from "zod/mini";

/**
 * `SITE_URL`, the site's public address: read by the build (canonical links,
 * the sitemap, share previews, the brochure) and by the lead service (the
 * links in its mails, the form posts' origin check). It may carry a sub-path
 * (`https://example.org/hub`) when the site is served below one.
 */
/**
 * The address of a server on this machine at `port`: what the site's and
 * the staff side's addresses are when SITE_URL or STAFF_URL is not set, so
 * each follows the port it listens on (server/env.ts).
 */
export function localUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** The site's address when SITE_URL is not set: a build has no port, the service's default is 3000. */
export const defaultSiteUrl = localUrl(3000);

/** `SITE_URL` as given: an http(s) address. */
export const givenSiteUrlSchema = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** The one schema of `SITE_URL`: an http(s) address, the default when unset. */
export const siteUrlSchema = z._default(givenSiteUrlSchema, defaultSiteUrl);

/**
 * The absolute address of `path` on the site at `siteUrl`, below its sub-path
 * if it has one: ("https://example.org/hub", "/about") gives
 * "https://example.org/hub/about". Every absolute link to the site is made here.
 */
export function urlOnSite(siteUrl: string, path: string): string {
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return new URL(path.replace(/^\/+/, ""), base).toString();
}

const privateIpv4 = [
  /^0\./, // "this network"
  /^10\./,
  /^127\./, // loopback
  /^169\.254\./, // link-local
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./, // carrier-grade NAT
];

/**
 * Whether `siteUrl` is an address the public can reach: not localhost, a
 * loopback, private or link-local address, nor a name without a dot (a
 * machine on a local network). Share previews print the address only then.
 */
export function isPublicSiteUrl(siteUrl: string): boolean {
  const { hostname } = new URL(siteUrl);
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return false;
  if (host.includes(":")) {
    // IPv6: loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10).
    return !(host === "::1" || host === "::" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host));
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !privateIpv4.some((range) => range.test(host));
  return host.includes(".");
}
