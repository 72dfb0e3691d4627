import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { contentRoot, noteContentRead } from "#content-model/load.ts";

/** The RSS-to-JSON service's answer (SPEC §7.4), which the site reads. */
export type FeedAnswer = {
  status: "ok";
  feed: { url: string; title: string; link: string; description: string };
  items: FeedItem[];
};

export type FeedItem = {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
  categories: string[];
};

const parser = new XMLParser({
  ignoreAttributes: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === "item" || name === "category",
});

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && "#text" in value)
    return text((value as { "#text": unknown })["#text"]);
  return "";
}

/**
 * The RSS-to-JSON service writes dates as "YYYY-MM-DD HH:mm:ss" in UTC; a date
 * it cannot read is passed on as the feed wrote it.
 */
export function toServiceDate(rfc822: string): string {
  const time = Date.parse(rfc822);
  if (Number.isNaN(time)) return rfc822;
  return new Date(time).toISOString().slice(0, 19).replace("T", " ");
}

/** Parses an RSS 2.0 document; throws when it is not one. */
export function parseRss(xml: string, url: string): FeedAnswer {
  const document = parser.parse(xml) as { rss?: { channel?: Record<string, unknown> } };
  const channel = document.rss?.channel;
  if (!channel) throw new Error("not an RSS 2.0 document");
  const items = Array.isArray(channel.item) ? (channel.item as Record<string, unknown>[]) : [];
  return {
    status: "ok",
    feed: {
      url,
      title: text(channel.title),
      link: text(channel.link),
      description: text(channel.description),
    },
    items: items.map((item) => ({
      title: text(item.title),
      link: text(item.link),
      guid: text(item.guid) || text(item.link),
      pubDate: toServiceDate(text(item.pubDate)),
      description: text(item.description),
      categories: Array.isArray(item.category) ? item.category.map(text).filter(Boolean) : [],
    })),
  };
}

/** The address the shipped sample feed stands in for. */
export const shippedFeedAddress = "https://blog.enugutechhub.ng/feed";

/**
 * The sample feed that ships with the project (content/blog/feed.xml): served
 * by the lead service and prerendered into /tech-hub when no BLOG_RSS_URL is set.
 */
export function readShippedFeed(): FeedAnswer {
  // From the content folder (CONTENT_DIR, else content/ of the working
  // directory): a bundled prerender has no module-relative file to find.
  noteContentRead("blog/feed.xml");
  const xml = readFileSync(path.join(contentRoot(), "blog/feed.xml"), "utf8");
  return parseRss(xml, shippedFeedAddress);
}
