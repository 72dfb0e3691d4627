import type { Seo } from "#content/content-schemas.ts";

/** The title and description every route declares (ARCHITECTURE.md quality bars). */
export function pageMeta(seo: Seo) {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
  ];
}
