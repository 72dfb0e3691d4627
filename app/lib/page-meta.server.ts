import { absoluteUrl } from "#app/config/site-url.ts";
import type { Seo } from "#content/blocks.ts";
import { pagePath } from "./current-page.ts";
import type { PageMetaData } from "./page-meta.ts";

/**
 * The page a loader runs for. At prerender the loader answers the data
 * request (`/about.data`, `/_.data` for the home page) and the HTML reuses
 * that data, so the suffix is the request's, not the page's.
 */
export function requestedPage(request: Request): string {
  return new URL(request.url).pathname.replace(/(^|\/)_\.data$|\.data$/, "$1");
}

/** A page's metadata from its SEO content and the address it is prerendered at. */
export function pageMetaData(seo: Seo, request: Request): PageMetaData {
  const path = pagePath(requestedPage(request));
  return {
    title: seo.title,
    description: seo.description,
    canonical: absoluteUrl(path),
    noindex: seo.noindex ?? false,
  };
}
