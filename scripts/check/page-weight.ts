import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type PageWeight = { html: number; css: number; js: number };

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

function assetPath(siteDir: string, url: string): string {
  return join(siteDir, url.replace(/^\//, ""));
}

/**
 * Gzip bytes of each stylesheet and script, by its path, size and time: the
 * pages share most of them, and compressing the same chunk again for each of
 * 80 pages was most of a size check's time.
 */
const assetBytes = new Map<string, { stamp: string; bytes: number }>();

function gzipAssetBytes(path: string): number {
  const { size, mtimeMs } = statSync(path);
  const stamp = `${size}:${mtimeMs}`;
  const known = assetBytes.get(path);
  if (known?.stamp === stamp) return known.bytes;
  const bytes = gzipBytes(readFileSync(path));
  assetBytes.set(path, { stamp, bytes });
  return bytes;
}

/** Every script a page loads before it is interactive: its module imports, followed through each chunk. */
export function pageScripts(html: string, siteDir: string): string[] {
  const seen = new Set<string>();
  const queue = [
    ...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import\(\s*"(\/assets\/[^"]+\.js)"\s*\)/g),
    ...html.matchAll(/import\s*"(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(assetPath(siteDir, url), "utf8");
    // Static imports of other chunks (`from"./x.js"`, `import"./x.js"`); lazy ones load later.
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(`/assets/${match[1]}`);
    }
  }
  return [...seen];
}

/** Gzip bytes of a page's HTML, its stylesheets and the scripts it loads. */
export function pageWeight(html: string, siteDir: string): PageWeight {
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].reduce(
    (sum, match) => sum + gzipAssetBytes(assetPath(siteDir, match[1] as string)),
    0,
  );
  const js = pageScripts(html, siteDir).reduce(
    (sum, url) => sum + gzipAssetBytes(assetPath(siteDir, url)),
    0,
  );
  return { html: gzipBytes(html), css, js };
}
