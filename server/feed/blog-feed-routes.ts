import { readFileSync } from "node:fs";
import type { FastifyPluginAsync } from "fastify";
import { type FeedAnswer, parseRss } from "./parse-rss.ts";

export type BlogFeedOptions = {
  /** The real blog's RSS; without it the feed shipped with the project is served. */
  rssUrl?: string | undefined;
  timeoutMs?: number;
  cacheMs?: number;
  fetchImpl?: typeof fetch;
};

const shippedFeedUrl = new URL("./blog-feed.xml", import.meta.url);

/**
 * GET /api/blog-feed in the RSS-to-JSON service's shape (DECISIONS.md). A
 * remote feed is fetched with a time-out, cached, and its last good copy is
 * served while the source fails.
 */
export const blogFeedRoutes: FastifyPluginAsync<BlogFeedOptions> = async (app, options) => {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const cacheMs = options.cacheMs ?? 15 * 60 * 1000;
  const fetchImpl = options.fetchImpl ?? fetch;
  const shipped = options.rssUrl
    ? null
    : parseRss(readFileSync(shippedFeedUrl, "utf8"), "https://blog.enugutechhub.ng/feed");
  let cached: { answer: FeedAnswer; fetchedAt: number } | null = null;

  async function fetchRemote(url: string): Promise<FeedAnswer> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`feed source answered ${response.status}`);
    return parseRss(await response.text(), url);
  }

  app.get("/api/blog-feed", async (request, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    if (shipped) return shipped;
    const rssUrl = options.rssUrl as string;
    if (cached && Date.now() - cached.fetchedAt < cacheMs) return cached.answer;
    try {
      const answer = await fetchRemote(rssUrl);
      cached = { answer, fetchedAt: Date.now() };
      return answer;
    } catch (error) {
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        "blog feed source failed",
      );
      if (cached) return cached.answer;
      return reply.status(502).send({ status: "error", message: "The blog feed is unavailable" });
    }
  });
};
