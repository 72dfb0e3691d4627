import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isDatabaseUnavailable } from "#server/db/database-errors.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { testDatabases } from "#tests/support/test-app.ts";

/**
 * PostgreSQL undoes one of two transactions that conflict: the request whose
 * write it undid must be told to send it again (503 with Retry-After), never
 * a 500 (issue 31, item 17: a restore under load answered one signup 500 on
 * a 40P01). The errors are the real ones, provoked on a database of their own.
 */
describe.skipIf(!testDatabases.includes("postgres"))("conflicts PostgreSQL settles", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const clients: pg.Client[] = [];

  async function connect() {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    database = await freshPostgresDatabase(process.env.DATABASE_URL as string, "db_errors");
    const setup = await connect();
    await setup.query("create table counters (id int primary key, n int not null)");
    await setup.query("insert into counters values (1, 0), (2, 0)");
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
    await database.drop();
  });

  test("a transaction undone to break a deadlock counts as the database briefly unavailable", async () => {
    const [first, second] = [await connect(), await connect()];
    await first.query("begin");
    await second.query("begin");
    await first.query("update counters set n = n + 1 where id = 1");
    await second.query("update counters set n = n + 1 where id = 2");
    // Each now waits for the row the other holds; PostgreSQL undoes one of them.
    const outcomes = await Promise.allSettled([
      first.query("update counters set n = n + 1 where id = 2"),
      second.query("update counters set n = n + 1 where id = 1"),
    ]);
    await first.query("rollback");
    await second.query("rollback");
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as { code?: string }] : [],
    );
    expect(failures.map((failure) => failure.code)).toEqual(["40P01"]);
    expect(isDatabaseUnavailable(failures[0])).toBe(true);
  });

  test("a serialisation failure counts as the database briefly unavailable", async () => {
    const [first, second] = [await connect(), await connect()];
    for (const client of [first, second]) {
      await client.query("begin isolation level serializable");
      await client.query("select sum(n) from counters");
    }
    await first.query("update counters set n = n + 1 where id = 1");
    await second.query("update counters set n = n + 1 where id = 2");
    await first.query("commit");
    const failure = await second.query("commit").then(
      () => null,
      (error: { code?: string }) => error,
    );
    expect(failure?.code).toBe("40001");
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});

test("a refused constraint is a bug to report, not a brief unavailability", () => {
  expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(
    false,
  );
  // Transaction-rollback codes other than the two that retrying settles.
  expect(isDatabaseUnavailable(Object.assign(new Error("integrity"), { code: "40002" }))).toBe(
    false,
  );
});
