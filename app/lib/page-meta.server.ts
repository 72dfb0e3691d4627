import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/config/site-url.ts";
import type { Seo } from "#content-model/blocks.ts";
import type { ResultPage } from "#content-model/site/form-results.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { pagePath } from "./current-page.ts";
import type { PageMeta } from "./page-meta.ts";
import { sharePreviewPath, sharePreviewSize } from "./share-preview.ts";

/**
 * The page a loader runs for. At prerender the loader answers the data
 * request (`/about.data`, `/_.data` for the home page) and the HTML reuses
 * that data, so the suffix is the request's, not the page's.
 */
export function requestedPage(request: Request): string {
  return new URL(request.url).pathname.replace(/(^|\/)_\.data$|\.data$/, "$1");
}

export type PageMetaData = {
  title: string;
  description: string;
  /** The page's absolute address (SITE_URL + path). */
  canonical: string;
  /** The absolute address of the page's share preview, made at build time. */
  image: string;
  noindex: boolean;
};

/** A page's metadata from its SEO content and the address it is prerendered at. */
export function pageMetaData(seo: Seo, request: Request): PageMetaData {
  const path = pagePath(requestedPage(request));
  return {
    title: seo.title,
    description: seo.description,
    canonical: absoluteUrl(path),
    image: absoluteUrl(sharePreviewPath(path)),
    noindex: seo.noindex ?? false,
  };
}

/** A form's result page's SEO: its title and first paragraph; never listed by search engines. */
export function resultPageSeo(page: ResultPage): Seo {
  return {
    title: `${page.title} | ${readIdentity().name}`,
    description: page.body[0] ?? "",
    noindex: true,
  };
}

/** Schema.org objects a page carries as JSON-LD (the organisation on /). */
type StructuredData = Record<string, unknown>;

export function metaDescriptors(
  data: PageMetaData,
  structuredData: StructuredData[] = [],
  tokenInAddress = false,
): MetaDescriptor[] {
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "website" },
    { property: "og:url", content: data.canonical },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { property: "og:image", content: data.image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(sharePreviewSize.width) },
    { property: "og:image:height", content: String(sharePreviewSize.height) },
    { property: "og:image:alt", content: data.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: data.title },
    { name: "twitter:description", content: data.description },
    { name: "twitter:image", content: data.image },
    ...(data.noindex ? [{ name: "robots", content: "noindex" }] : []),
    // A mail's private link: the page's own stylesheets and icons would carry
    // its ?token= as their Referer into every access log on the way.
    ...(tokenInAddress ? [{ name: "referrer", content: "no-referrer" }] : []),
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
}

/** The tags of a page, for its loader to return as `meta`. */
export function pageMeta(
  seo: Seo,
  request: Request,
  options: { structuredData?: StructuredData[]; tokenInAddress?: boolean } = {},
): PageMeta {
  return metaDescriptors(
    pageMetaData(seo, request),
    options.structuredData,
    options.tokenInAddress,
  );
}
