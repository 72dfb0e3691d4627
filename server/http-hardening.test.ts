import { sql } from "kysely";
import { afterEach, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

test.runIf(process.env.DATABASE_URL?.startsWith("postgres"))(
  "a character PostgreSQL cannot store (NUL) that slipped past a schema is answered 400 with the reason, not 500",
  async () => {
    app = await createTestApp({}, "postgres");
    const database = app.database;
    // A route without a schema stands for any input check that might be missed.
    app.post("/unchecked-text", async () => {
      await sql`select ${"a\u0000b"}::text as value`.execute(database.db);
      return { stored: true };
    });
    const answer = await app.inject({ method: "POST", url: "/unchecked-text" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: "Bad Request",
      message: "The request holds a character that cannot be stored",
    });
  },
);
