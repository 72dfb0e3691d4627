import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { phoneSearchText } from "#schemas/phone-number.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import { testDatabases } from "#tests/support/test-app.ts";
import { unmigratedTestDatabase } from "#tests/support/unmigrated-test-database.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const at = "2026-11-28T10:00:00.000Z";
const questions = [
  { id: "full-name", type: "short-text", label: "Your full name", required: true },
  { id: "phone", type: "phone", label: "Your phone", required: true },
];

describe.each(testDatabases)("the admission-search-phones migration on %s", (kind) => {
  test("applications stored before get their numbers in their search text, kept as the live rule keeps them", async () => {
    const { db, remove } = await unmigratedTestDatabase(kind);
    cleanups.push(remove);
    if (kind === "sqlite") await sql`pragma foreign_keys = on`.execute(db);
    const migrator = new Migrator({ db, provider: migrationProvider(kind) });
    expect(
      (await migrator.migrateTo("2026-11-29-210-one-application-per-child")).error,
    ).toBeUndefined();
    const [version] = await db
      .insertInto("admission_form_versions")
      .values({
        form: "sparks",
        digest: "sparks",
        questions: JSON.stringify(questions),
        created_at: at,
      })
      .returning("id")
      .execute();
    const phones = ["08031234567", "+442079460958"];
    for (const [index, phone] of phones.entries()) {
      await db
        .insertInto("admission_applications")
        .values({
          call: "sparks-2024",
          email: `applicant${index}@example.com`,
          form_version_id: version?.id as number,
          answers: JSON.stringify({ "full-name": "Ada Obi", phone }),
          created_at: at,
          reference: `SPK-2024-000${index + 1}`,
          search_text: `ada obi\napplicant${index}@example.com\nspk-2024-000${index + 1}`,
        })
        .execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom("admission_applications")
      .select(["search_text"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.search_text.split("\n").at(-1))).toEqual(
      phones.map((phone) => phoneSearchText(phone)),
    );
    expect(rows[0]?.search_text.startsWith("ada obi\napplicant0@example.com\n")).toBe(true);
  });
});
