import * as z from "zod/mini";
import { endpoints } from "#app/config/endpoints.ts";
import { site } from "#app/config/site.ts";

/** A post as the Latest Updates section shows it (SPEC §3, "Blog post"). */
export type BlogPost = { title: string; link: string; description: string };

/** The part of the RSS-to-JSON answer the site reads (SPEC §7.4). */
const feedItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  description: z._default(z.string(), ""),
  categories: z._default(z.array(z.string()), []),
});
const feedAnswerSchema = z.object({ items: z.array(z.unknown()) });

function truncate(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars).trimEnd()}...` : text;
}

/**
 * The text of the description's first paragraph. Tags are stripped before the
 * browser sees the markup, so a hostile feed cannot make it load an image or
 * run a handler; the parser then only decodes entities of plain text.
 */
export function firstParagraphText(html: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const withoutTags = paragraph.replace(/<[^>]*>?/g, "");
  const decoded = new DOMParser().parseFromString(withoutTags, "text/html").body.textContent ?? "";
  return decoded.replace(/\s+/g, " ").trim();
}

/**
 * SPEC §7.4 and §9: keep items with more than one category, take the first
 * three; titles cut to 40 characters, lowercased; descriptions to 100.
 */
export function selectBlogPosts(answer: unknown): BlogPost[] {
  const parsed = feedAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new Error("The blog feed answered in an unknown shape");
  const posts: BlogPost[] = [];
  for (const raw of parsed.data.items) {
    const item = feedItemSchema.safeParse(raw);
    if (!item.success || item.data.categories.length <= 1) continue;
    posts.push({
      title: truncate(item.data.title.trim(), site.blogTitleMaxChars).toLowerCase(),
      link: item.data.link,
      description: truncate(
        firstParagraphText(item.data.description),
        site.blogDescriptionMaxChars,
      ),
    });
    if (posts.length === site.blogPostsShown) break;
  }
  return posts;
}

export function blogFeedUrl(): string {
  const separator = endpoints.blogFeed.includes("?") ? "&" : "?";
  return `${endpoints.blogFeed}${separator}rss_url=${encodeURIComponent(endpoints.blogRss)}`;
}

export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const response = await fetch(blogFeedUrl(), { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The blog feed answered ${response.status}`);
  return selectBlogPosts(await response.json());
}
