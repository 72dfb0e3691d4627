import { expect, test } from "vitest";
import { firstParagraphText, selectBlogPosts } from "./blog-feed.ts";

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

test("titles are cut to 40 characters, then an ellipsis, and lowercased", () => {
  const [post] = selectBlogPosts({
    items: [item("Startup Boost 2024: Applications Are Open For Founders", ["a", "b"])],
  });
  expect(post?.title).toBe("startup boost 2024: applications are ope...");
});

test("the description is the text of the first paragraph, cut to 100 characters", () => {
  const long = `<p>${"word ".repeat(40)}</p><p>second</p>`;
  const [post] = selectBlogPosts({ items: [item("T", ["a", "b"], long)] });
  expect(post?.description.endsWith("...")).toBe(true);
  expect(post?.description.length).toBeLessThanOrEqual(103);
  expect(post?.description).not.toContain("second");
});

test("markup in a description is read as text, never as elements", () => {
  expect(firstParagraphText("<p>Hi <img src=x onerror=alert(1)><b>there</b> &amp; you</p>")).toBe(
    "Hi there & you",
  );
  expect(firstParagraphText("&lt;script&gt;x&lt;/script&gt;")).toBe("<script>x</script>");
});

test("an answer of the wrong shape is an error, so the section stays silent", () => {
  expect(() => selectBlogPosts({ nope: true })).toThrow();
});
