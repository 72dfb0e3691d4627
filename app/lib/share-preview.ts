import type { Brand } from "#content-model/blocks.ts";

/**
 * Every page's share preview (og:image) is a picture made at build time by
 * scripts/build/build-share-files.ts, at a path derived from the page's own path,
 * so no content module has to name it.
 */
export const sharePreviewSize = { width: 1200, height: 630 } as const;

/** `/` → `/og/index.png`, `/about` → `/og/about.png`. */
export function sharePreviewPath(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, "");
  return `/og${path === "" ? "/index" : path}.png`;
}

const sectionPrefixes: readonly Brand[] = ["codeville", "startzone", "sparks"];

/** The sub-brand a page is drawn in, from its first path segment; the hub otherwise. */
export function brandOfPath(pagePath: string): Brand {
  const first = pagePath.split("/")[1] ?? "";
  return sectionPrefixes.find((brand) => brand === first) ?? "hub";
}
