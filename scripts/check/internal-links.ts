import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SitePage } from "../build/site-pages.ts";

/** Every internal link target in the built pages, with the pages that link to it. */
export function internalLinks(pages: readonly SitePage[]): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  for (const page of pages) {
    for (const match of page.html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) {
      const target = match[1] as string;
      if (target.startsWith("//")) continue;
      targets.set(target, [...(targets.get(target) ?? []), page.path]);
    }
  }
  return targets;
}

/**
 * Link targets that lead nowhere: neither a prerendered page nor a file the
 * build wrote (the brochure, an image), nor a path the lead service answers.
 */
export function deadLinks(
  pages: readonly SitePage[],
  siteDir: string,
  servicePaths: readonly RegExp[] = [],
): { target: string; from: string[] }[] {
  const pagePaths = new Set(pages.map((page) => page.path));
  return [...internalLinks(pages)]
    .filter(([target]) => {
      const path = target.length > 1 ? target.replace(/\/+$/, "") : target;
      if (pagePaths.has(path)) return false;
      if (existsSync(join(siteDir, path))) return false;
      return !servicePaths.some((pattern) => pattern.test(path));
    })
    .map(([target, from]) => ({ target, from: [...new Set(from)] }))
    .sort((a, b) => a.target.localeCompare(b.target));
}
