import { expect, test, vi } from "vitest";
import { firstParagraphText, selectBlogPosts, truncateAtWord } from "./blog-posts.ts";
import { readBlogPostsAtBuild } from "./read-blog-feed.server.ts";

const item = (title: string, categories: string[], description = "<p>Body</p>") => ({
  title,
  link: `https://blog.example/${encodeURIComponent(title)}`,
  description,
  categories,
});

test("only items with more than one category are kept, and only the first three", () => {
  const posts = selectBlogPosts({
    items: [
      item("One", ["a"]),
      item("Two", ["a", "b"]),
      item("Three", ["a", "b"]),
      item("Four", ["a", "b", "c"]),
      item("Five", ["a", "b"]),
    ],
  });
  expect(posts.map((post) => post.title)).toEqual(["two", "three", "four"]);
});

test("titles are cut within 40 characters at a word boundary, then an ellipsis, lowercased", () => {
  const [post] = selectBlogPosts({
    items: [item("Startup Boost 2024: Applications Are Open For Founders", ["a", "b"])],
  });
  expect(post?.title).toBe("startup boost 2024: applications are...");
});

test("a text within its limit is left whole; one long word is cut at the limit", () => {
  expect(truncateAtWord("Short title", 40)).toBe("Short title");
  expect(truncateAtWord("a".repeat(50), 40)).toBe(`${"a".repeat(40)}...`);
  expect(truncateAtWord("Hello, world and more", 13)).toBe("Hello, world...");
});

test("the description is the text of the first paragraph, cut to 100 characters", () => {
  const long = `<p>${"word ".repeat(40)}</p><p>second</p>`;
  const [post] = selectBlogPosts({ items: [item("T", ["a", "b"], long)] });
  expect(post?.description).toMatch(/^(word )+word\.\.\.$/);
  expect(post?.description.length).toBeLessThanOrEqual(103);
  expect(post?.description).not.toContain("second");
});

test("markup in a description is read as text, never as elements", () => {
  expect(firstParagraphText("<p>Hi <img src=x onerror=alert(1)><b>there</b> &amp; you</p>")).toBe(
    "Hi there & you",
  );
  expect(firstParagraphText("&lt;script&gt;x&lt;/script&gt; &#8217; &#x2019;")).toBe(
    "<script>x</script> ’ ’",
  );
});

test("an item whose link is not a web address is left out", () => {
  const posts = selectBlogPosts({
    items: [{ ...item("Bad", ["a", "b"]), link: "javascript:alert(1)" }, item("Good", ["a", "b"])],
  });
  expect(posts.map((post) => post.title)).toEqual(["good"]);
});

test("an answer of the wrong shape is an error, so the section stays silent", () => {
  expect(() => selectBlogPosts({ nope: true })).toThrow();
});

test("the build reads three posts from the feed shipped with the project", async () => {
  const posts = await readBlogPostsAtBuild({});
  expect(posts).toHaveLength(3);
  for (const post of posts) {
    expect(post.title.length).toBeLessThanOrEqual(43);
    expect(post.link).toMatch(/^https:\/\//);
  }
});

test("a feed that fails at build time gives no posts, so the page links to the blog", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(await readBlogPostsAtBuild({ BLOG_RSS_URL: "http://127.0.0.1:9/feed" })).toEqual([]);
  expect(warn).toHaveBeenCalledOnce();
});
