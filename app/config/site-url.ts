/**
 * The site's public address (`SITE_URL`), read at build time in Node: canonical
 * URLs, share previews, the sitemap and the brochure use it. The lead service
 * reads the same variable for the links in its mails. The default suits a
 * machine that runs `npm start`; a production build warns while it is in use.
 */
export const defaultSiteUrl = "http://localhost:3000";

export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SITE_URL?.trim() || defaultSiteUrl;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`SITE_URL must be an http(s) address, not ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, "");
}

/** An absolute address on this site for a path. */
export function absoluteUrl(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${siteUrl(env)}${path.startsWith("/") ? path : `/${path}`}`;
}
