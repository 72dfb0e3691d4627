/**
 * Post-build step: in every prerendered page, start the JavaScript after the
 * page has loaded instead of competing with it. React Router's <Scripts/>
 * emits a modulepreload for every chunk and an inline module that imports
 * them at once; on a 3G phone those downloads share the pipe with the HTML,
 * CSS, font and hero image and push first paint back by about a second
 * (bench:web). The page is complete HTML already, so it is read first and
 * hydrated once loaded and painted (scripts/build/site-build-steps.ts, step "finish").
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redirectTarget } from "./site-pages.ts";

const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Calls the page's `hydrate` once the page has loaded and painted. On a fast
 * connection `load` can fire before the first frame, and scripts requested then
 * can arrive and run ahead of it; so they also wait for the first paint (taken to
 * be at `load` in a browser that does not report paints). A tab opened in the
 * background paints, and so hydrates, when it is first shown.
 */
export const hydrateAfterLoadAndPaint = [
  'const start=()=>PerformanceObserver.supportedEntryTypes?.includes("paint")',
  '?new PerformanceObserver((_,observer)=>{observer.disconnect();hydrate();}).observe({type:"paint",buffered:true})',
  ":hydrate();",
  'if(document.readyState==="complete")start();else addEventListener("load",start,{once:true});',
].join("");

/** Rewrites one page; throws when React Router's output is not the shape this expects. */
export function deferHydration(html: string): string {
  const match = bootstrapScript.exec(html);
  if (!match?.[1]) throw new Error("no React Router bootstrap module found");
  const body = match[1];
  const sideEffectImports = [...body.matchAll(/^import "([^"]+)";$/gm)].map((found) => found[1]);
  const routeImports = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)];
  const routeModules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(body)?.[1];
  if (routeImports.length === 0 || !routeModules || !entry) {
    throw new Error(
      "React Router's bootstrap module changed shape; update scripts/build/defer-hydration.ts",
    );
  }
  const names = routeImports.map((found) => found[1]).join(",");
  const loads = routeImports.map((found) => `import(${JSON.stringify(found[2])})`).join(",");
  const loader = [
    "const hydrate=async()=>{",
    ...sideEffectImports.map((path) => `await import(${JSON.stringify(path)});`),
    `const [${names}]=await Promise.all([${loads}]);`,
    `window.__reactRouterRouteModules=${routeModules};`,
    `import(${JSON.stringify(entry)});`,
    "};",
    hydrateAfterLoadAndPaint,
  ].join("");
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(bootstrapScript, () => `<script type="module">${loader}</script>`);
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") && name !== "__spa-fallback.html" ? [path] : [];
  });
}

export function deferHydrationInSite(siteDir: string): void {
  // Prerendered redirects carry no scripts: nothing to defer.
  const pages = htmlFiles(siteDir).filter(
    (page) => redirectTarget(readFileSync(page, "utf8")) === null,
  );
  for (const page of pages) writeFileSync(page, deferHydration(readFileSync(page, "utf8")));
  console.log(`hydration deferred to load and first paint in ${pages.length} pages`);
}
