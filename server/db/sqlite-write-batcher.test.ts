import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, expect, test } from "vitest";
import { createDatabase, type Database } from "#server/db/database.ts";

let database: Database;
let directory: string;
afterEach(async () => {
  await database.close();
  rmSync(directory, { recursive: true, force: true });
});

async function open() {
  directory = mkdtempSync(join(tmpdir(), "batcher-"));
  database = await createDatabase({ SQLITE_PATH: join(directory, "leads.db") });
  return database;
}

const insertSignup = (db: Database["db"], email: string) =>
  db
    .insertInto("mailing_list_signups")
    .values({ email, sheet: "Mailing List", created_at: "2026-01-01T00:00:00Z" })
    .compile();

test("concurrent leads commit together, and one that fails is rolled back alone", async () => {
  const { db, writeAtomically } = await open();
  const broken = sql`insert into contact_messages (name) values ('no email')`.compile(db);
  const outcomes = await Promise.allSettled([
    writeAtomically((tx) => tx.run(insertSignup(db, "a@example.com"))),
    writeAtomically(async (tx) => {
      await tx.run(insertSignup(db, "b@example.com"));
      await tx.run(broken);
    }),
    writeAtomically((tx) => tx.run(insertSignup(db, "c@example.com"))),
  ]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  const emails = (
    await db.selectFrom("mailing_list_signups").select("email").orderBy("email").execute()
  ).map((row) => row.email);
  expect(emails).toEqual(["a@example.com", "c@example.com"]);
});

test("closing the database waits for queued writes", async () => {
  const { db, writeAtomically } = await open();
  const pending = writeAtomically((tx) => tx.run(insertSignup(db, "late@example.com")));
  const reopenedPath = join(directory, "leads.db");
  await database.close();
  await pending;
  database = await createDatabase({ SQLITE_PATH: reopenedPath });
  expect(await database.db.selectFrom("mailing_list_signups").select("email").execute()).toEqual([
    { email: "late@example.com" },
  ]);
});
