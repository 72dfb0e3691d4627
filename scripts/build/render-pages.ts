import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { contentReadHook } from "#content-model/load.ts";
import { clientFilesOf, codeBuildDir } from "./code-build.ts";
import { pageTitle } from "./site-pages.ts";

/**
 * The pages of a content build, rendered with the live release's code build
 * instead of bundling the code again (scripts/build/code-build.ts). What
 * React Router's own prerender does for `ssr: false` (@react-router/dev,
 * handlePrerender and handleSpaMode), with the same requests and the same
 * files: each path's route data, then its HTML with that data, then the SPA
 * fallback. Along the way it records which content files each page read, and
 * each page's title, so the staff side knows the pages an entry appears on and
 * names them as a visitor sees them.
 */

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };
type PrerenderRoute = { id: string; path?: string; index?: boolean; children?: PrerenderRoute[] };

/** The route tree as React Router's prerender matches it (createPrerenderRoutes). */
function prerenderRoutes(
  routes: Record<string, RouteEntry | undefined>,
  parentId = "",
): PrerenderRoute[] {
  return Object.values(routes)
    .filter(
      (route): route is RouteEntry => route !== undefined && (route.parentId ?? "") === parentId,
    )
    .map((route) =>
      route.index
        ? { index: true, id: route.id, path: route.path }
        : { id: route.id, path: route.path, children: prerenderRoutes(routes, route.id) },
    );
}

/** Every path without a parameter, as React Router's `getStaticPaths` lists them. */
function staticPaths(routes: PrerenderRoute[]): string[] {
  const paths = ["/"];
  const visit = (subtree: PrerenderRoute[], prefix = "") => {
    for (const route of subtree) {
      const path = [prefix, route.path].join("/").replace(/\/\/+/g, "/");
      if (route.path && !route.path.split("/").some((s) => s.startsWith(":") || s === "*")) {
        paths.push(path);
      }
      if (route.children) visit(route.children, path);
    }
  };
  visit(routes);
  return paths.map((path) => path.replace(/\/\/+/g, "/").replace(/(.+)\/$/, "$1"));
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const escapes: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeHtml = (html: string) =>
  html.replace(/[&><\u2028\u2029]/g, (match) => escapes[match] ?? match);

/** The document React Router writes for a path whose loader redirects. */
function redirectDocument(status: number, location: string, from: string): string {
  const delay = status === 302 ? 2 : 0;
  const to = escapeHtml(location);
  return `<!doctype html>
<head>
<title>Redirecting to: ${to}</title>
<meta http-equiv="refresh" content="${delay};url=${to}">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="${to}">
    Redirecting from <code>${escapeHtml(from)}</code> to <code>${to}</code>
  </a>
</body>
</html>`;
}

/**
 * Content files read while each page was rendered; `every` holds those read
 * for all pages at once. A redirect is no page an entry appears on: it has
 * none. `titles` holds each page's title; a record written before titles were
 * kept (a release still live from then) has none.
 */
export type PageReads = {
  every: string[];
  pages: Record<string, string[]>;
  titles?: Record<string, string>;
};

async function write(file: string, contents: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, contents);
}

export async function renderPages(options: {
  /** The code build to render with (the live release's). */
  codeDir: string;
  /** The client folder of the release that code build came from: its bundle's files are copied. */
  reuseClientDir: string;
  /** The new release's folder (BUILD_DIR). */
  buildDir: string;
  appDir?: string;
}): Promise<PageReads> {
  const appDir = resolve(options.appDir ?? ".");
  const siteDir = join(options.buildDir, "client");
  // A whole build renders its pages again with its own code build: its files are in place.
  const ownBuild = resolve(options.reuseClientDir) === resolve(siteDir);
  // What Vite's build writes before the prerender: the public folder (with the
  // pictures' variants just made) and the bundle's files, here the live ones.
  mkdirSync(siteDir, { recursive: true });
  if (!ownBuild) cpSync(join(appDir, "public"), siteDir, { recursive: true });
  for (const file of ownBuild ? [] : clientFilesOf(options.codeDir)) {
    const source = join(options.reuseClientDir, file);
    // A file the bundle wrote and React Router removed after it (its .vite/ manifest) is not in a release.
    if (!existsSync(source)) continue;
    const target = join(siteDir, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, target);
  }
  // The next publish renders with it again.
  const ownCodeDir = codeBuildDir(options.buildDir);
  if (resolve(ownCodeDir) !== resolve(options.codeDir)) {
    cpSync(options.codeDir, ownCodeDir, { recursive: true });
  }

  const reads: Required<PageReads> = { every: [], pages: {}, titles: {} };
  let page: string | null = null;
  const read = (file: string) => {
    const list = page === null ? reads.every : (reads.pages[page] ?? []);
    if (page !== null) reads.pages[page] = list;
    if (!list.includes(file)) list.push(file);
  };
  contentReadHook.set(read);
  // React Router's prerender marks its requests so (the server runtime allows them in SPA mode).
  process.env.IS_RR_BUILD_REQUEST = "yes";
  try {
    const build = (await import(
      pathToFileURL(join(options.codeDir, "server", "index.js")).href
    )) as ServerBuild;
    // The browser's route manifest, which React Router writes beside the bundle's files.
    const manifest = build.assets.url.replace(/^\//, "");
    if (!ownBuild) cpSync(join(options.reuseClientDir, manifest), join(siteDir, manifest));
    const config = (
      (await import(pathToFileURL(join(appDir, "react-router.config.ts")).href)) as {
        default: { prerender: (args: { getStaticPaths: () => string[] }) => Promise<string[]> };
      }
    ).default;
    const routes = prerenderRoutes(build.routes as Record<string, RouteEntry | undefined>);
    const paths = await config.prerender({ getStaticPaths: () => staticPaths(routes) });
    // A code build refuses to render a path its own prerender list did not name,
    // and that list is the content's when the code was built: a page the new
    // content adds (a call's /apply address) must be renderable too.
    const handler = createRequestHandler({ ...build, prerender: paths }, "production");

    for (const path of paths) {
      page = path;
      const matches = matchRoutes(routes as RouteObject[], `/${path}/`.replace(/^\/\/+/, "/"));
      if (!matches)
        throw new Error(`Unable to prerender path because it does not match any routes: ${path}`);
      const leaf = matches[matches.length - 1]?.route;
      const module = leaf?.id ? build.routes[leaf.id]?.module : undefined;
      if (module && !module.default && !module.ErrorBoundary) {
        throw new Error(`${path}: a resource route, which this site does not prerender`);
      }
      const hasLoaders = matches.some(
        (match) => match.route.id !== undefined && build.assets.routes[match.route.id]?.hasLoader,
      );
      let data: string | undefined;
      if (hasLoaders) {
        const dataPath = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
        const response = await handler(new Request(`http://localhost${dataPath}`));
        data = await response.text();
        if (response.status !== 200 && response.status !== 202) {
          throw new Error(
            `Prerender (data): Received a ${response.status} status code while prerendering the \`${path}\` path.\n${dataPath}`,
          );
        }
        await write(join(siteDir, ...dataPath.split("/")), data);
      }
      const pagePath = `${path}/`.replace(/\/\/+/g, "/");
      const response = await handler(
        new Request(`http://localhost${pagePath}`, {
          headers: data === undefined ? {} : { "X-React-Router-Prerender-Data": encodeURI(data) },
        }),
      );
      let html = await response.text();
      if (redirectStatuses.has(response.status)) {
        html = redirectDocument(response.status, response.headers.get("Location") ?? "", pagePath);
        delete reads.pages[path];
      } else if (response.status !== 200) {
        throw new Error(
          `Prerender (html): Received a ${response.status} status code while prerendering the \`${pagePath}\` path.\n${html}`,
        );
      } else {
        reads.titles[path] = pageTitle(html);
      }
      await write(join(siteDir, ...pagePath.split("/"), "index.html"), html);
    }
    page = null;
    // The SPA fallback (handleSpaMode): the root only, for paths no page was prerendered for.
    const spa = await handler(
      new Request("http://localhost/", { headers: { "X-React-Router-SPA-Mode": "yes" } }),
    );
    const fallback = await spa.text();
    if (spa.status !== 200)
      throw new Error(`Prerender: the SPA fallback answered ${spa.status}\n${fallback}`);
    await write(
      join(siteDir, build.prerender.includes("/") ? "__spa-fallback.html" : "index.html"),
      fallback,
    );
  } finally {
    contentReadHook.set(null);
    process.env.IS_RR_BUILD_REQUEST = undefined;
  }
  return reads;
}

/** Where a build records which content files each page read (beside its public folder). */
export function pageReadsFile(buildDir: string): string {
  return join(buildDir, "page-reads.json");
}

export function writePageReads(buildDir: string, reads: PageReads): void {
  writeFileSync(pageReadsFile(buildDir), `${JSON.stringify(reads, null, 1)}\n`);
}

export function hasPageReads(buildDir: string): boolean {
  return existsSync(pageReadsFile(buildDir));
}
