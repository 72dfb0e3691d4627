import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { migrationProvider } from "#server/db/migrations/index.ts";
import { testDatabases } from "#tests/support/test-app.ts";
import { unmigratedTestDatabase } from "#tests/support/unmigrated-test-database.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const at = "2026-11-28T10:00:00.000Z";
const kidsQuestions = [
  { id: "parent-email", type: "email", label: "Your email address", required: true },
  { id: "child-name", type: "short-text", label: "Your child's full name", required: true },
];
const sparksQuestions = [
  { id: "full-name", type: "short-text", label: "Your full name", required: true },
  { id: "email", type: "email", label: "Your email", required: true },
];

describe.each(testDatabases)("the one-application-per-child migration on %s", (kind) => {
  test("rows stored before get their child's key, keep their notes, history and references, and a sibling can then apply", async () => {
    const { db, remove } = await unmigratedTestDatabase(kind);
    cleanups.push(remove);
    // As the service opens SQLite: a dropped table would take its cascades with it.
    if (kind === "sqlite") await sql`pragma foreign_keys = on`.execute(db);
    const migrator = new Migrator({ db, provider: migrationProvider(kind) });
    expect((await migrator.migrateTo("2026-11-29-200-checkout-addresses")).error).toBeUndefined();
    const versions = await db
      .insertInto("admission_form_versions")
      .values([
        {
          form: "kids-code-camp",
          digest: "kids",
          questions: JSON.stringify(kidsQuestions),
          created_at: at,
        },
        {
          form: "sparks",
          digest: "sparks",
          questions: JSON.stringify(sparksQuestions),
          created_at: at,
        },
      ])
      .returning("id")
      .execute();
    const application = (call: string, version: number, answers: Record<string, string>) => ({
      call,
      email: "ngozi@example.com",
      form_version_id: version,
      answers: JSON.stringify(answers),
      created_at: at,
    });
    const rows = await db
      .insertInto("admission_applications")
      .values([
        application("kids-code-camp-2024", versions[0]?.id as number, {
          "parent-email": "ngozi@example.com",
          "child-name": " Chídera  Okafor ",
        }),
        application("sparks-2024", versions[1]?.id as number, {
          "full-name": "Ngozi Okafor",
          email: "ngozi@example.com",
        }),
        application("codeville-2024", versions[0]?.id as number, {
          "parent-email": "ngozi@example.com",
          "child-name": "Ada",
        }),
      ])
      .returning("id")
      .execute();
    const [kids, sparks, gone] = rows.map((row) => row.id) as [number, number, number];
    await db
      .updateTable("admission_applications")
      .set((eb) => ({ reference: eb.fn("concat", [sql.lit("REF-"), eb.ref("id")]) }))
      .execute();
    await db.deleteFrom("admission_applications").where("id", "=", gone).execute();
    await db
      .insertInto("admission_notes")
      .values({
        application_id: kids,
        author_id: null,
        author_email: "staff@hub.example",
        body: "Called",
        created_at: at,
      })
      .execute();
    await db
      .insertInto("admission_stage_changes")
      .values({
        application_id: kids,
        from_stage: "received",
        to_stage: "interview",
        staff_id: null,
        staff_email: "staff@hub.example",
        at,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(
      await db
        .selectFrom("admission_applications")
        .select(["id", "reference", "child_key"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { id: kids, reference: `REF-${kids}`, child_key: "chidera okafor" },
      { id: sparks, reference: `REF-${sparks}`, child_key: "" },
    ]);
    expect(await db.selectFrom("admission_notes").select("application_id").execute()).toEqual([
      { application_id: kids },
    ]);
    expect(await db.selectFrom("admission_stage_changes").select("to_stage").execute()).toEqual([
      { to_stage: "interview" },
    ]);
    // The sibling is stored; the same child again, and Sparks again, are not.
    const sibling = await db
      .insertInto("admission_applications")
      .values({
        ...application("kids-code-camp-2024", versions[0]?.id as number, {}),
        child_key: "obinna okafor",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(sibling.id).toBeGreaterThan(gone);
    for (const [call, key] of [
      ["kids-code-camp-2024", "chidera okafor"],
      ["sparks-2024", ""],
    ] as const) {
      await expect(
        db
          .insertInto("admission_applications")
          .values({ ...application(call, versions[0]?.id as number, {}), child_key: key })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
    }
  });
});
