import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** The unique pair of 2026-11-28-100-admissions, which this migration replaces. */
const formerPair = "admission_applications_call_email";
const childTriple = "admission_applications_call_email_child";

/**
 * The child an application is for, folded as the staff search folds names
 * (case, accents, spaces), or '' when the form asks for no child. Written
 * here once more, not imported: a migration never imports app code, and this
 * one must keep backfilling as it does today (schemas/admission-child.ts
 * has the live one, `applicationChildKey`).
 */
function childKeyOf(
  questions: readonly { id: string }[],
  answers: Record<string, unknown>,
): string {
  const question = questions.find((asked) => asked.id.endsWith("child-name"));
  const answer = question ? answers[question.id] : undefined;
  if (typeof answer !== "string") return "";
  return answer.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The table as 2026-11-28-100 made it and later migrations added to it, with
 * `child_key` and the triple in place of the pair: SQLite cannot drop a
 * table's unique constraint, so it gets the table rebuilt.
 */
const rebuiltTable = `create table "admission_applications_210" (
  "id" integer primary key autoincrement,
  "call" text not null,
  "reference" text unique,
  "email" text not null,
  "form_version_id" integer not null references "admission_form_versions" ("id"),
  "answers" text not null,
  "file" text unique,
  "file_name" text,
  "file_bytes" integer,
  "file_sha256" text,
  "created_at" text not null,
  "stage" text default 'received' not null,
  "stage_changed_at" text,
  "search_text" text default '' not null,
  "assigned_to" text references "staff_user" ("id") on delete set null,
  "sort_name" text default '' not null,
  "child_key" text default '' not null,
  constraint "${childTriple}" unique ("call", "email", "child_key"))`;

const copiedColumns = `"id", "call", "reference", "email", "form_version_id", "answers", "file",
  "file_name", "file_bytes", "file_sha256", "created_at", "stage", "stage_changed_at",
  "search_text", "assigned_to", "sort_name"`;

/** Every index on the table after 2026-11-29-200, made again on the rebuilt one. */
const indexes: readonly (readonly [string, readonly string[]])[] = [
  ["admission_applications_email", ["email"]],
  ["admission_applications_created_at", ["created_at"]],
  ["admission_applications_call_created", ["call", "created_at", "id"]],
  ["admission_applications_call_stage", ["call", "stage"]],
  ["admission_applications_assigned", ["assigned_to", "call", "created_at", "id"]],
  ["admission_applications_call_name", ["call", "sort_name", "id"]],
];

/**
 * The tables that point at an application with `on delete cascade`: dropping
 * the old table would delete their rows, so they are kept aside and put back.
 */
const children = ["admission_notes", "admission_stage_changes"] as const;

async function rebuildOnSqlite(db: AnyDb): Promise<void> {
  // A withdrawn application given way to (decision 241) may have had the
  // highest id: the rebuilt table goes on counting from the old one's count,
  // so no reference is ever given twice.
  const counted = await sql<{
    seq: number;
  }>`select seq from sqlite_sequence where name = 'admission_applications'`.execute(db);
  await sql.raw(rebuiltTable).execute(db);
  await sql
    .raw(
      `insert into "admission_applications_210" (${copiedColumns}) select ${copiedColumns} from "admission_applications"`,
    )
    .execute(db);
  for (const child of children) {
    await sql.raw(`create temp table "${child}_210" as select * from "${child}"`).execute(db);
  }
  await sql.raw(`drop table "admission_applications"`).execute(db);
  await sql
    .raw(`alter table "admission_applications_210" rename to "admission_applications"`)
    .execute(db);
  for (const child of children) {
    await sql.raw(`insert into "${child}" select * from temp."${child}_210"`).execute(db);
    await sql.raw(`drop table temp."${child}_210"`).execute(db);
  }
  const seq = counted.rows[0]?.seq;
  if (seq !== undefined) {
    await sql`update sqlite_sequence set seq = ${seq} where name = 'admission_applications'`.execute(
      db,
    );
  }
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(name)
      .on("admission_applications")
      .columns([...columns])
      .execute();
  }
}

/**
 * Decision 243: on a kids programme's call a parent applies once per child,
 * so the same address may apply again for a child of another name. The pair
 * (call, email) that allowed one application per address and call gives way
 * to the triple (call, email, child_key); `child_key` is '' on every other
 * programme's call, so there the rule is unchanged. Rows stored before get
 * their child's key from the answers and the form version they answered.
 */
export const oneApplicationPerChild = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === "postgres") {
      await db.schema
        .alterTable("admission_applications")
        .addColumn("child_key", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("admission_applications").dropConstraint(formerPair).execute();
      await db.schema
        .alterTable("admission_applications")
        .addUniqueConstraint(childTriple, ["call", "email", "child_key"])
        .execute();
    } else {
      await rebuildOnSqlite(db);
    }
    const rows: { id: number; answers: string; questions: string }[] = await db
      .selectFrom("admission_applications")
      .innerJoin(
        "admission_form_versions",
        "admission_form_versions.id",
        "admission_applications.form_version_id",
      )
      .select([
        "admission_applications.id",
        "admission_applications.answers",
        "admission_form_versions.questions",
      ])
      .execute();
    for (const row of rows) {
      const key = childKeyOf(JSON.parse(row.questions), JSON.parse(row.answers));
      if (key === "") continue;
      await db
        .updateTable("admission_applications")
        .set({ child_key: key })
        .where("id", "=", row.id)
        .execute();
    }
  },
});
