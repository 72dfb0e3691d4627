import type { MetaDescriptor } from "react-router";

/**
 * What every page tells browsers, search engines and link previews, computed
 * at prerender by pageMetaData (page-meta.server.ts) and turned into tags here.
 */
export type PageMetaData = {
  title: string;
  description: string;
  /** The page's absolute address (SITE_URL + path). */
  canonical: string;
  noindex: boolean;
};

export function metaTags(data: PageMetaData | undefined): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "website" },
    { property: "og:url", content: data.canonical },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: data.title },
    { name: "twitter:description", content: data.description },
    ...(data.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
