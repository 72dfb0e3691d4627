import Fastify from "fastify";
import { afterEach, expect, test } from "vitest";
import { blogFeedRoutes } from "./blog-feed-routes.ts";
import { type FeedItem, toServiceDate } from "./parse-rss.ts";

const rss = (title: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>https://b.example</link><description>d</description><item><title>${title}</title><link>https://b.example/1</link><pubDate>Mon, 04 Mar 2024 09:00:00 +0100</pubDate><category>A</category><category>B</category><description><![CDATA[<p>Hello</p>]]></description></item></channel></rss>`;

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
});

async function feedApp(options: Parameters<typeof blogFeedRoutes>[1], logLines?: string[]) {
  app = Fastify({
    logger: logLines ? { level: "warn", stream: { write: (line) => logLines.push(line) } } : false,
  });
  await app.register(blogFeedRoutes, options);
  return app;
}

test("without BLOG_RSS_URL the shipped feed answers in the RSS-to-JSON shape with at least six posts", async () => {
  const server = await feedApp({});
  const response = await server.inject({ method: "GET", url: "/api/blog-feed?rss_url=x" });
  expect(response.headers["cache-control"]).toBe("public, max-age=300");
  const answer = response.json();
  expect(answer.status).toBe("ok");
  expect(answer.feed).toEqual({
    url: "https://blog.enugutechhub.ng/feed",
    title: "Enugu Tech Hub Blog",
    link: "https://blog.enugutechhub.ng",
    description: expect.any(String),
  });
  expect(answer.feed.title).toBe("Enugu Tech Hub Blog");
  expect(answer.items.length).toBeGreaterThanOrEqual(6);
  for (const item of answer.items) {
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(["title", "link", "pubDate", "description", "categories"]),
    );
  }
  expect(
    answer.items.filter((item: { categories: string[] }) => item.categories.length > 1).length,
  ).toBeGreaterThanOrEqual(4);
  for (const item of answer.items as FeedItem[]) {
    expect(item.link).toMatch(/^https:\/\/blog\.enugutechhub\.ng\//);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item.description).toMatch(/^<p>/);
    expect(item.categories.length).toBeGreaterThanOrEqual(1);
    expect(item.categories.length).toBeLessThanOrEqual(3);
  }
  const titles = answer.items.map((item: FeedItem) => item.title).join(" ");
  for (const programme of [
    "Codeville",
    "Startup Boost",
    "Springboard",
    "Sparks",
    "Learnable",
    "Ignite",
  ]) {
    expect(titles + JSON.stringify(answer.items)).toContain(programme);
  }
});

test("dates are written the way the RSS-to-JSON service writes them", () => {
  expect(toServiceDate("Mon, 04 Mar 2024 09:00:00 +0100")).toBe("2024-03-04 08:00:00");
  expect(toServiceDate("sometime")).toBe("sometime");
});

test("a remote feed is fetched once and served from the cache", async () => {
  let calls = 0;
  const fetchImpl = (async () => {
    calls += 1;
    return new Response(rss("First"));
  }) as typeof fetch;
  const server = await feedApp({ rssUrl: "https://b.example/feed", fetchImpl });
  await server.inject({ method: "GET", url: "/api/blog-feed" });
  const answer = (await server.inject({ method: "GET", url: "/api/blog-feed" })).json();
  expect(answer.items[0]).toMatchObject({
    title: "First",
    categories: ["A", "B"],
    description: "<p>Hello</p>",
  });
  expect(calls).toBe(1);
});

test("when the source fails or times out the last good copy is served", async () => {
  let mode: "ok" | "down" | "bad" | "slow" = "ok";
  let calls = 0;
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    calls += 1;
    if (mode === "down") return new Response("no", { status: 503 });
    if (mode === "bad") return new Response("<html>not rss</html>");
    if (mode === "slow") {
      await new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new Error("timeout"))),
      );
    }
    return new Response(rss("Good"));
  }) as typeof fetch;
  const server = await feedApp({
    rssUrl: "https://b.example/feed",
    fetchImpl,
    cacheMs: 0,
    retryMs: 0,
    timeoutMs: 50,
  });
  expect(
    (await server.inject({ method: "GET", url: "/api/blog-feed" })).json().items[0].title,
  ).toBe("Good");
  for (const failure of ["down", "bad", "slow"] as const) {
    mode = failure;
    const response = await server.inject({ method: "GET", url: "/api/blog-feed" });
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0].title).toBe("Good");
  }
  expect(calls).toBe(4);
});

test("after a failure the last good copy is served without asking the source again at once", async () => {
  let calls = 0;
  let up = true;
  const fetchImpl = (async () => {
    calls += 1;
    return up ? new Response(rss("Good")) : new Response("no", { status: 503 });
  }) as typeof fetch;
  const server = await feedApp({ rssUrl: "https://b.example/feed", fetchImpl, cacheMs: 0 });
  await server.inject({ method: "GET", url: "/api/blog-feed" });
  up = false;
  for (let i = 0; i < 3; i += 1) {
    const response = await server.inject({ method: "GET", url: "/api/blog-feed" });
    expect(response.json().items[0].title).toBe("Good");
  }
  expect(calls).toBe(2);
});

test("visitors arriving together share one fetch", async () => {
  let calls = 0;
  const fetchImpl = (async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return new Response(rss("Shared"));
  }) as typeof fetch;
  const server = await feedApp({ rssUrl: "https://b.example/feed", fetchImpl });
  const answers = await Promise.all(
    [1, 2, 3].map(() => server.inject({ method: "GET", url: "/api/blog-feed" })),
  );
  expect(answers.map((answer) => answer.json().items[0].title)).toEqual([
    "Shared",
    "Shared",
    "Shared",
  ]);
  expect(calls).toBe(1);
});

test("a source that never answered well gets 502 with a reason", async () => {
  const fetchImpl = (async () => new Response("no", { status: 500 })) as typeof fetch;
  const server = await feedApp({ rssUrl: "https://b.example/feed", fetchImpl });
  const response = await server.inject({ method: "GET", url: "/api/blog-feed" });
  expect(response.statusCode).toBe(502);
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.json()).toEqual({ status: "error", message: "The blog feed is unavailable" });
});

test("a dead source with no good copy is asked once per window: later visitors get 502 at once and one warning", async () => {
  let calls = 0;
  const fetchImpl = (async () => {
    calls += 1;
    return new Response("no", { status: 503 });
  }) as typeof fetch;
  const warnings: string[] = [];
  const server = await feedApp({ rssUrl: "https://b.example/feed", fetchImpl }, warnings);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push((await server.inject({ method: "GET", url: "/api/blog-feed" })).statusCode);
  }
  expect(statuses).toEqual([502, 502, 502, 502]);
  expect(calls).toBe(1);
  expect(warnings.filter((line) => line.includes("blog feed source failed"))).toHaveLength(1);
});
