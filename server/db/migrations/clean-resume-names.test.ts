import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { expect, test } from "vitest";
import { migrationProvider } from "./index.ts";

test("résumé names stored before the upload check lose their bidirectional and control characters", async () => {
  // biome-ignore lint/suspicious/noExplicitAny: the table as the earlier migrations left it
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  const migrator = new Migrator({ db, provider: migrationProvider("sqlite") });
  await migrator.migrateTo("2026-11-26-003-search-index-no-pending-list");
  const names = ["cv\u202Efdp.exe.pdf", "Adaeze Nwankwọ CV.pdf", "\u200F.pdf"];
  for (const [index, resume_name] of names.entries()) {
    await db
      .insertInto("talent_applications")
      .values({
        firstname: "Ada",
        lastname: "Okafor",
        email: `ada${index}@example.com`,
        phone: "08031234567",
        stack: "Frontend",
        skill_requirement: "Junior",
        resume_file: String(index).repeat(32),
        resume_name,
        resume_bytes: 1,
        resume_sha256: "0".repeat(64),
        created_at: "2026-11-26T10:00:00.000Z",
      })
      .execute();
  }
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const rows = await db
    .selectFrom("talent_applications")
    .select("resume_name")
    .orderBy("id")
    .execute();
  expect(rows.map((row) => row.resume_name)).toEqual([
    "cvfdp.exe.pdf",
    "Adaeze Nwankwọ CV.pdf",
    "resume.pdf",
  ]);
  await db.destroy();
});
