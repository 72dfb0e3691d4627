import { site } from "#app/config/site.ts";

/** A post as the Latest Updates section shows it (SPEC §3, "Blog post"). */
export type BlogPost = { title: string; link: string; description: string };

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

/** Decodes the entities of plain text; an unknown one is kept as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[body.toLowerCase()] ?? entity;
  });
}

/**
 * The text of the description's first paragraph. Tags are removed as text is
 * read, so a hostile feed can never make the page load an image or run a handler.
 */
export function firstParagraphText(html: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  return decodeEntities(paragraph.replace(/<[^>]*>?/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * At most `maxChars` characters, cut at a word boundary, then "..." when
 * anything was cut (SPEC §9's limits; a word is never split).
 */
export function truncateAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, maxChars);
  return `${words.replace(/[\s,;:.\-–—]+$/, "")}...`;
}

type FeedItemLike = {
  title?: unknown;
  link?: unknown;
  description?: unknown;
  categories?: unknown;
};

function isItem(value: unknown): value is FeedItemLike {
  return typeof value === "object" && value !== null;
}

/**
 * SPEC §7.4 and §9: keep items with more than one category, take the first
 * three; titles cut to 40 characters and lowercased; descriptions to 100.
 * Throws when the answer is not the RSS-to-JSON shape.
 */
export function selectBlogPosts(answer: unknown): BlogPost[] {
  const items = isItem(answer) ? (answer as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) throw new Error("The blog feed answered in an unknown shape");
  const posts: BlogPost[] = [];
  for (const item of items) {
    if (!isItem(item) || typeof item.title !== "string" || typeof item.link !== "string") continue;
    if (!/^https?:\/\//.test(item.link)) continue;
    if (!Array.isArray(item.categories) || item.categories.length <= 1) continue;
    const description = typeof item.description === "string" ? item.description : "";
    posts.push({
      title: truncateAtWord(item.title.trim(), site.blogTitleMaxChars).toLowerCase(),
      link: item.link,
      description: truncateAtWord(firstParagraphText(description), site.blogDescriptionMaxChars),
    });
    if (posts.length === site.blogPostsShown) break;
  }
  return posts;
}
