import { sql } from "kysely";
import type { Database } from "#server/db/database.ts";

type Hits = { current: number; ttl: number };
type Counter = (key: string, windowMs: number) => Promise<Hits>;

/** Expired counters are swept after this many counts, so the table or map stays small. */
const sweepEvery = 1_000;

/**
 * Counts in PostgreSQL, so every instance behind the load balancer sees the
 * same numbers (issue 12, growth). One upsert per write request, on an
 * unlogged table: no WAL, no fsync.
 */
function postgresCounter(database: Database): Counter {
  const { db } = database;
  let counted = 0;
  return async (key, windowMs) => {
    const now = Date.now();
    const resetAt = now + windowMs;
    const { rows } = await sql<{ hits: number; reset_at: string | number }>`
      insert into rate_limit_hits (key, hits, reset_at) values (${key}, 1, ${resetAt})
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end,
        reset_at = case when rate_limit_hits.reset_at <= ${now} then ${resetAt} else rate_limit_hits.reset_at end
      returning hits, reset_at`.execute(db);
    counted += 1;
    if (counted % sweepEvery === 0) {
      await db.deleteFrom("rate_limit_hits").where("reset_at", "<=", now).execute();
    }
    const row = rows[0] ?? { hits: 1, reset_at: resetAt };
    return { current: Number(row.hits), ttl: Number(row.reset_at) - now };
  };
}

/** SQLite serves one instance, so its counts stay in memory: no fsync per request. */
function memoryCounter(): Counter {
  const counts = new Map<string, { hits: number; resetAt: number }>();
  return async (key, windowMs) => {
    const now = Date.now();
    if (counts.size >= sweepEvery) {
      for (const [stale, entry] of counts) if (entry.resetAt <= now) counts.delete(stale);
    }
    let entry = counts.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { hits: 0, resetAt: now + windowMs };
      counts.set(key, entry);
    }
    entry.hits += 1;
    return { current: entry.hits, ttl: entry.resetAt - now };
  };
}

/** The shared counter itself, for limits a route counts by more than one key (staff sign-in). */
export function rateLimitCounter(database: Database): Counter {
  return database.dialect === "postgres" ? postgresCounter(database) : memoryCounter();
}

/**
 * A store for @fastify/rate-limit. Every route shares it (child() returns the
 * same store); the route's groupId in the key keeps routes apart.
 */
export function rateLimitStore(database: Database) {
  const count = rateLimitCounter(database);
  return class SharedRateLimitStore {
    incr(key: string, callback: (error: Error | null, hits?: Hits) => void, timeWindow: number) {
      count(key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}
