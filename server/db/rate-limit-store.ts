import { sql } from "kysely";
import type { Database, RunPrepared } from "#server/db/database.ts";
import { prepareStatement } from "#server/db/prepared-statement.ts";

type Hits = { current: number; ttl: number };
/** Counts one hit of `key` in a window of `windowMs`: its place in the count, and the time left. */
export type Counter = (key: string, windowMs: number) => Promise<Hits>;

/** Expired counters are swept after this many counts, so the table or map stays small. */
const sweepEvery = 1_000;

/** The hits of one key waiting for the next count, in arrival order. */
type Waiting = {
  windowMs: number;
  resolve: (hits: Hits) => void;
  reject: (error: unknown) => void;
};

/**
 * Counts in PostgreSQL, so every instance behind the load balancer sees the
 * same numbers (issue 12, growth): upserts on an unlogged table, no WAL, no
 * fsync. Hits that arrive while a count is on its way wait and go together
 * in the next statement, one row per key with its number of hits, so under
 * load a round trip counts many requests instead of one; each request gets
 * its own place in its key's count, as one upsert each would have given it
 * (docs/decisions/130-prepared-hot-statements.md). Keys are upserted in
 * sorted order, so two instances' batches lock shared rows in the same order
 * and never deadlock.
 */
function postgresCounter(db: Database["db"], runPrepared: RunPrepared): Counter {
  type Batch = { keys: string[]; hits: number[]; windows: number[]; now: number };
  const countHits = prepareStatement("rate_limit_hits", (slot: Batch) => ({
    compile: () =>
      sql<{ key: string; hits: number; reset_at: string | number }>`
        insert into rate_limit_hits (key, hits, reset_at)
        select key, hits, ${slot.now}::bigint + window_ms
        from unnest(${slot.keys}::text[], ${slot.hits}::integer[], ${slot.windows}::bigint[])
          as batch (key, hits, window_ms)
        order by key
        on conflict (key) do update set
          hits = case when rate_limit_hits.reset_at <= ${slot.now} then excluded.hits
            else rate_limit_hits.hits + excluded.hits end,
          reset_at = case when rate_limit_hits.reset_at <= ${slot.now} then excluded.reset_at
            else rate_limit_hits.reset_at end
        returning key, hits, reset_at`.compile(db),
  }));
  let pending = new Map<string, Waiting[]>();
  let counting = false;
  let counted = 0;

  async function count(batch: Map<string, Waiting[]>): Promise<void> {
    const now = Date.now();
    const keys = [...batch.keys()].sort();
    const waiting = keys.map((key) => batch.get(key) ?? []);
    try {
      const { rows } = await runPrepared(countHits, {
        keys,
        hits: waiting.map((hits) => hits.length),
        // A key is one route's: its hits share one window.
        windows: waiting.map((hits) => hits[0]?.windowMs ?? 0),
        now,
      });
      for (const row of rows) {
        const hits = batch.get(row.key) ?? [];
        batch.delete(row.key);
        const before = Number(row.hits) - hits.length;
        const ttl = Number(row.reset_at) - now;
        for (const [place, hit] of hits.entries()) {
          hit.resolve({ current: before + place + 1, ttl });
        }
      }
    } catch (error) {
      for (const hits of batch.values()) for (const hit of hits) hit.reject(error);
      return;
    }
    for (const hits of batch.values()) {
      for (const hit of hits) hit.reject(new Error("the rate-limit count returned no row"));
    }
    counted += waiting.reduce((sum, hits) => sum + hits.length, 0);
    if (counted >= sweepEvery) {
      counted = 0;
      // A failed sweep is tried again a thousand counts later; no count waits for it.
      void db
        .deleteFrom("rate_limit_hits")
        .where("reset_at", "<=", now)
        .execute()
        .catch(() => undefined);
    }
  }

  function countPending() {
    if (counting || pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    counting = true;
    void count(batch).finally(() => {
      counting = false;
      countPending();
    });
  }

  return (key, windowMs) =>
    new Promise<Hits>((resolve, reject) => {
      const hits = pending.get(key);
      if (hits) hits.push({ windowMs, resolve, reject });
      else pending.set(key, [{ windowMs, resolve, reject }]);
      countPending();
    });
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

/** One counter per open database: every limit's hits then go in the same batches. */
const counters = new WeakMap<Database, Counter>();

/**
 * The shared counter itself, for limits a route counts by more than one key
 * (staff sign-in) and for each client's share of the mail budget.
 */
export function rateLimitCounter(database: Database): Counter {
  let counter = counters.get(database);
  if (!counter) {
    counter = database.runPrepared
      ? postgresCounter(database.db, database.runPrepared)
      : memoryCounter();
    counters.set(database, counter);
  }
  return counter;
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
