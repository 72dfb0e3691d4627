import { endpoints } from "#app/config/endpoints.ts";
import { type BlogPost, selectBlogPosts } from "./blog-posts.ts";

/** The feed call of SPEC §7.4: the RSS-to-JSON service, with the blog's address as rss_url. */
export function blogFeedUrl(): string {
  const separator = endpoints.blogFeed.includes("?") ? "&" : "?";
  return `${endpoints.blogFeed}${separator}rss_url=${encodeURIComponent(endpoints.blogRss)}`;
}

export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const response = await fetch(blogFeedUrl(), { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The blog feed answered ${response.status}`);
  return selectBlogPosts(await response.json());
}
