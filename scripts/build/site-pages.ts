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
  /** Its `<title>`, as a browser's tab shows it (pageTitle). */
  title: string;
  /** A designed not-found page, prerendered at a reserved path. */
  notFound: boolean;
  /** A page that asks search engines not to list it. */
  noindex: boolean;
  /** Where a prerendered redirect leads (a loader that threw `redirect()`), or null. */
  redirectTo: string | null;
};

/**
 * React Router prerenders a loader's `redirect()` as a small document with a
 * meta refresh and no scripts; the lead service answers it with a real redirect.
 */
export function redirectTarget(html: string): string | null {
  return /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)">/.exec(html)?.[1] ?? null;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text of an HTML attribute or element as a browser reads it: its character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return entities[code] ?? whole;
  });
}

/**
 * A built page's title, the one every page gets from its content's SEO title
 * (app/lib/page-meta.server.ts): what a browser's tab, a search result and a
 * share preview show, so the staff side names pages by it too.
 */
export function pageTitle(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
}

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
        title: pageTitle(html),
        notFound: html.includes("data-not-found-page"),
        noindex: /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/.test(html),
        redirectTo: redirectTarget(html),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The pages a visitor can reach: everything but the not-found pages and redirects. */
export function publicPages(siteDir: string): SitePage[] {
  return sitePages(siteDir).filter((page) => !page.notFound && page.redirectTo === null);
}

/** The prerendered redirects, by the path they answer. */
export function redirectPages(siteDir: string): SitePage[] {
  return sitePages(siteDir).filter((page) => page.redirectTo !== null);
}
