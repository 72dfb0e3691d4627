import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 34: a call's list sorts by name, a keyset page at a time on
 * (call, sort_name, id), so sorting 10,000 applications costs one page.
 * `sort_name` is what the list shows, folded as the search folds: the
 * applicant's names, or the address when the form asked none. Rows stored
 * before have it read back from their search text, which holds the names a
 * line each, then the address, then the reference.
 */
export const admissionListOrder: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("admission_applications")
      .addColumn("sort_name", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    const rows: { id: number; email: string; search_text: string }[] = await db
      .selectFrom("admission_applications")
      .select(["id", "email", "search_text"])
      .execute();
    for (const row of rows) {
      const names = row.search_text.split("\n").slice(0, -2).join(" ");
      await db
        .updateTable("admission_applications")
        .set({ sort_name: names || row.email.toLowerCase() })
        .where("id", "=", row.id)
        .execute();
    }
    await db.schema
      .createIndex("admission_applications_call_name")
      .on("admission_applications")
      .columns(["call", "sort_name", "id"])
      .execute();
  },
};
