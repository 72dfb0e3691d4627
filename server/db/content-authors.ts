import type { Database } from "#server/db/database.ts";

/**
 * The name and address a staff member's content commits carry
 * (docs/decisions/106-content-repository.md): the author of a publish or of
 * going back, in the content's history.
 */
export function contentAuthors({ db }: Pick<Database, "db">) {
  return {
    async of(staffId: string): Promise<{ name: string; email: string } | undefined> {
      return db
        .selectFrom("staff_user")
        .select(["name", "email"])
        .where("id", "=", staffId)
        .executeTakeFirst();
    },
  };
}

export type ContentAuthors = ReturnType<typeof contentAuthors>;
