import type { FastifyPluginAsync } from "fastify";
import { type FeedAnswer, parseRss, readShippedFeed } from "./parse-rss.ts";

export type BlogFeedOptions = {
  /** The real blog's RSS; without it the feed shipped with the project is served. */
  rssUrl?: string | undefined;
  timeoutMs?: number;
  cacheMs?: number;
  /** After a failed fetch, how long the last good copy is served before trying again. */
  retryMs?: number;
  fetchImpl?: typeof fetch;
};

/**
 * GET /api/blog-feed in the RSS-to-JSON service's shape (DECISIONS.md). The
 * rss_url parameter is accepted for compatibility but ignored: fetching any
 * address a visitor names would make this server an open proxy. A remote feed
 * is fetched with a time-out, cached, and its last good copy (or a 502 when
 * there is none) is served at once while the source is backed off.
 */
export const blogFeedRoutes: FastifyPluginAsync<BlogFeedOptions> = async (app, options) => {
  const rssUrl = options.rssUrl;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const cacheMs = options.cacheMs ?? 15 * 60 * 1000;
  const retryMs = options.retryMs ?? 60 * 1000;
  const fetchImpl = options.fetchImpl ?? fetch;
  const shipped = rssUrl ? null : readShippedFeed();

  let cached: { answer: FeedAnswer; fetchedAt: number } | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  // Visitors arriving together share one fetch instead of each hitting the source.
  let inFlight: Promise<FeedAnswer | null> | null = null;

  async function fetchRemote(url: string): Promise<FeedAnswer> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`feed source answered ${response.status}`);
    return parseRss(await response.text(), url);
  }

  function refresh(url: string, log: typeof app.log): Promise<FeedAnswer | null> {
    inFlight ??= fetchRemote(url)
      .then((answer) => {
        cached = { answer, fetchedAt: Date.now() };
        return answer;
      })
      .catch((error: unknown) => {
        failedAt = Date.now();
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          "blog feed source failed",
        );
        return cached?.answer ?? null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  app.get("/api/blog-feed", async (request, reply) => {
    if (shipped) return reply.header("Cache-Control", "public, max-age=300").send(shipped);
    const url = rssUrl as string;
    const now = Date.now();
    const fresh = cached && now - cached.fetchedAt < cacheMs;
    // After a failure nobody waits for the source again until the window ends,
    // whether or not a good copy exists: one try and one warning per window.
    const backingOff = now - failedAt < retryMs;
    const answer = fresh || backingOff ? (cached?.answer ?? null) : await refresh(url, request.log);
    if (!answer) {
      // An outage must not be cached by browsers or proxies for five minutes.
      return reply
        .header("Cache-Control", "no-store")
        .status(502)
        .send({ status: "error", message: "The blog feed is unavailable" });
    }
    return reply.header("Cache-Control", "public, max-age=300").send(answer);
  });
};
