import { defaultSiteUrl } from "../../app/config/site-url.ts";

/**
 * The files that tell search engines which pages exist: sitemap.xml lists
 * every public page that is not `noindex`, and robots.txt points to it.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemap (sitemaps.org 0.9) of absolute page addresses, in the order given. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: every page may be crawled but the lead service's API; the sitemap's address. */
export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${sitemapUrl}`, ""].join(
    "\n",
  );
}

/** The pages a sitemap lists: those that do not ask search engines to leave them out. */
export function indexablePaths(pages: readonly { path: string; noindex: boolean }[]): string[] {
  return pages.filter((page) => !page.noindex).map((page) => page.path);
}

/**
 * What a build for the public site should not ship with: the default address
 * (canonical links, the sitemap and share previews would point to localhost)
 * and the sample contact details of content/site/identity.yaml.
 */
export function publicBuildWarnings(siteAddressSet: boolean, sampleFields: string[]): string[] {
  return [
    ...(siteAddressSet
      ? []
      : [
          `SITE_URL is not set: canonical links, the sitemap and share previews use ${defaultSiteUrl}`,
        ]),
    ...(sampleFields.length > 0
      ? [`content/site/identity.yaml still holds sample values: ${sampleFields.join(", ")}`]
      : []),
  ];
}
