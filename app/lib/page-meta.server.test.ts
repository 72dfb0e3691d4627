import { expect, test } from "vitest";
import { pageMeta, pageMetaData } from "./page-meta.server.ts";

const seo = { title: "About us", description: "Who we are and what the hub is for." };
const canonicalOf = (url: string) =>
  new URL(pageMetaData(seo, new Request(url)).canonical).pathname;

test("the canonical address is the page's, whether the prerender asked for its HTML or its data", () => {
  expect(canonicalOf("http://localhost/about/")).toBe("/about");
  expect(canonicalOf("http://localhost/about.data")).toBe("/about");
  expect(canonicalOf("http://localhost/about/_.data")).toBe("/about");
  expect(canonicalOf("http://localhost/_.data")).toBe("/");
  expect(canonicalOf("http://localhost/")).toBe("/");
});

/** The content of the tag named `key` (by `property` or `name`), if the page has one. */
const content = (tags: ReturnType<typeof pageMeta>, key: string): string | undefined => {
  const tag = tags.find(
    (found) =>
      ("property" in found && found.property === key) || ("name" in found && found.name === key),
  );
  return tag && "content" in tag ? String(tag.content) : undefined;
};

test("every page names its share preview, absolute, at the path derived from its own", () => {
  const tags = pageMeta(seo, new Request("http://localhost/about.data"));
  const image = content(tags, "og:image");
  expect(image).toMatch(/^https?:\/\//);
  expect(new URL(image ?? "").pathname).toBe("/og/about.png");
  expect(content(tags, "twitter:image")).toBe(image);
  expect(content(tags, "og:image:width")).toBe("1200");
  expect(content(tags, "og:image:height")).toBe("630");
  expect(content(tags, "twitter:card")).toBe("summary_large_image");
});

test("a noindex page says so, and others do not", () => {
  const request = new Request("http://localhost/forms/contact/sent");
  expect(content(pageMeta({ ...seo, noindex: true }, request), "robots")).toBe("noindex");
  expect(content(pageMeta(seo, request), "robots")).toBeUndefined();
});

test("a page whose address carries a mail's token sends no referrer, and others keep the site's policy", () => {
  const request = new Request("http://localhost/waitlist/sparks/leave/");
  expect(content(pageMeta(seo, request, { tokenInAddress: true }), "referrer")).toBe("no-referrer");
  expect(content(pageMeta(seo, request), "referrer")).toBeUndefined();
});

test("structured data is carried as JSON-LD tags", () => {
  const organization = { "@context": "https://schema.org", "@type": "Organization" };
  const tags = pageMeta(seo, new Request("http://localhost/"), { structuredData: [organization] });
  expect(tags).toContainEqual({ "script:ld+json": organization });
});
