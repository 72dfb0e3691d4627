import { siteUrlSchema, urlOnSite } from "#schemas/site-url.ts";

/**
 * The site's public address (`SITE_URL`, schemas/site-url.ts), read at build
 * time in Node: canonical URLs, share previews, the sitemap and the brochure
 * use it. The lead service reads the same variable through the same schema
 * for the links in its mails. The default suits a machine that runs
 * `npm start`; a production build warns while it is in use.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = siteUrlSchema.safeParse(env.SITE_URL?.trim() || undefined);
  if (!parsed.success) {
    throw new Error(`SITE_URL must be an http(s) address, not ${JSON.stringify(env.SITE_URL)}`);
  }
  return parsed.data;
}

/** An absolute address on this site for a path (below SITE_URL's sub-path, if any). */
export function absoluteUrl(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return urlOnSite(siteUrl(env), path);
}
