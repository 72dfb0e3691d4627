import type { MetaDescriptor } from "react-router";

/**
 * What every page tells browsers, search engines and link previews: its title,
 * description, canonical address, Open Graph and Twitter card tags, share
 * image and structured data. Built at prerender by pageMeta
 * (page-meta.server.ts) and sent as loader data, so the browser only passes
 * the tags on and ships no code to build them.
 */
export type PageMeta = MetaDescriptor[];

export function metaTags(tags: PageMeta | undefined): MetaDescriptor[] {
  return tags ?? [];
}
