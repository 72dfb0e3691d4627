import { afterEach, describe, expect, test, vi } from "vitest";
import { createDatabase, type Database } from "#server/db/database.ts";
import { rateLimitCounter } from "#server/db/rate-limit-store.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
let other: Database | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await other?.close();
  other = null;
  await app?.cleanup();
});

const windowMs = 60_000;

describe.each(testDatabases)("the shared rate-limit counter on %s", (kind) => {
  test("each hit of a key gets the next count, and the count starts again once the window ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-01-01T10:00:00.000Z") });
    app = await createTestApp({}, kind);
    const count = rateLimitCounter(app.database);
    const first = [await count("route-a", windowMs), await count("route-a", windowMs)];
    expect(first.map((hits) => hits.current)).toEqual([1, 2]);
    expect(first.every((hits) => hits.ttl > 0 && hits.ttl <= windowMs)).toBe(true);
    expect((await count("route-b", windowMs)).current).toBe(1);
    vi.setSystemTime(Date.parse("2030-01-01T10:01:00.001Z"));
    expect((await count("route-a", windowMs)).current).toBe(1);
  });

  test("hits arriving together are each counted once, in their own place per key", async () => {
    app = await createTestApp({}, kind);
    const count = rateLimitCounter(app.database);
    const hits = await Promise.all(
      Array.from({ length: 90 }, (_, index) => count(`key-${index % 3}`, windowMs)),
    );
    for (const key of [0, 1, 2]) {
      const places = hits.filter((_, index) => index % 3 === key).map((hit) => hit.current);
      expect(places).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    }
  });
});

describe.skipIf(!testDatabases.includes("postgres"))(
  "the rate-limit counter across instances",
  () => {
    test("two instances counting the same keys at once give every hit its own count, none twice", async () => {
      app = await createTestApp({}, "postgres");
      other = await createDatabase(app.config);
      const counters = [rateLimitCounter(app.database), rateLimitCounter(other)];
      // Keys in opposite orders on the two instances: their batches must not deadlock.
      const keys = ["key-a", "key-b", "key-c"];
      const hits = await Promise.all(
        Array.from({ length: 300 }, (_, index) => {
          const instance = index % 2;
          const key = instance === 0 ? keys[index % 3] : keys[2 - (index % 3)];
          return counters[instance]?.(key as string, windowMs).then((hit) => ({ key, ...hit }));
        }),
      );
      for (const key of keys) {
        const counts = hits
          .filter((hit) => hit?.key === key)
          .map((hit) => hit?.current)
          .sort((a, b) => Number(a) - Number(b));
        expect(counts).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
      }
    });
  },
);
