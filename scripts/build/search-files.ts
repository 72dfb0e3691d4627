import { defaultSiteUrl } from "../../schemas/site-url.ts";

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
 * (canonical links and the sitemap would point to localhost), and sample
 * facts (content-model/sample-facts.server.ts), named by their records.
 */
export function publicBuildWarnings(siteAddressSet: boolean, sampleRecords: string[]): string[] {
  const shown = 5;
  const more = sampleRecords.length - shown;
  return [
    ...(siteAddressSet
      ? []
      : [
          `SITE_URL is not set: canonical links and the sitemap use ${defaultSiteUrl}, and share previews print no address`,
        ]),
    ...(sampleRecords.length > 0
      ? [
          `the content still holds ${sampleRecords.length} records of sample facts (the staff side lists them on its Start page): ${sampleRecords.slice(0, shown).join("; ")}${more > 0 ? `; and ${more} more` : ""}`,
        ]
      : []),
  ];
}
