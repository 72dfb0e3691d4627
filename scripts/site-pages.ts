import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The pages of a built site, read from the build itself: every prerendered
 * HTML file, by path. Sweeps (size budgets, links, the sitemap, the
 * end-to-end route tests, the benchmarks) all take their list from here, so
 * the route list is written once, in app/routes.ts and the content.
 */
export type SitePage = {
  path: string;
  file: string;
  html: string;
  /** A designed not-found page, prerendered at a reserved path. */
  notFound: boolean;
  /** A page that asks search engines not to list it. */
  noindex: boolean;
};

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name === "index.html" ? [path] : [];
  });
}

export function sitePages(siteDir: string): SitePage[] {
  if (!existsSync(siteDir)) throw new Error(`No built site in ${siteDir}: run npm run build`);
  return htmlFiles(siteDir)
    .map((file) => {
      const folder = relative(siteDir, join(file, "..")).split(sep).join("/");
      const path = folder === "" ? "/" : `/${folder}`;
      const html = readFileSync(file, "utf8");
      return {
        path,
        file,
        html,
        notFound: html.includes("data-not-found-page"),
        noindex: /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/.test(html),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The pages a visitor can reach: everything but the not-found pages. */
export function publicPages(siteDir: string): SitePage[] {
  return sitePages(siteDir).filter((page) => !page.notFound);
}
