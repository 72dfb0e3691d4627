import { parseRss, readShippedFeed } from "#server/feed/parse-rss.ts";
import { type BlogPost, selectBlogPosts } from "./blog-posts.ts";

const fetchTimeoutMs = 5_000;

/**
 * The posts prerendered into Latest Updates: read at build time from
 * BLOG_RSS_URL, or from the feed shipped with the project. A feed that fails
 * gives no posts, and the section then shows a link to the blog instead.
 */
export async function readBlogPostsAtBuild(
  env: NodeJS.ProcessEnv = process.env,
): Promise<BlogPost[]> {
  try {
    const url = env.BLOG_RSS_URL?.trim();
    if (!url) return selectBlogPosts(readShippedFeed());
    const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return selectBlogPosts(parseRss(await response.text(), url));
  } catch (error) {
    console.warn(
      `Latest Updates: the blog feed could not be read at build time (${String(error)})`,
    );
    return [];
  }
}
