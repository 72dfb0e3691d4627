import type { Database } from "#server/db/database.ts";

/** An admin's confirmation of one sample fact, for the values it had then. */
export type SampleConfirmation = { fact: string; digest: string; by: string; at: string };

/**
 * What the staff side's first day reads of the database (issue 32, items 17
 * and 20): admins' confirmations of sample facts, whether the team has been
 * invited, and whether a staff member has published. The statements live
 * here, with the other repositories.
 */
export function launchRepository({ db }: Pick<Database, "db">) {
  return {
    async confirmations(): Promise<SampleConfirmation[]> {
      const rows = await db.selectFrom("sample_confirmations").selectAll().execute();
      return rows.map((row) => ({
        fact: row.fact,
        digest: row.digest,
        by: row.confirmed_by,
        at: row.confirmed_at,
      }));
    },

    /** Records (or renews, for new values) an admin's confirmation of a fact. */
    async confirm(confirmation: SampleConfirmation): Promise<void> {
      const values = {
        digest: confirmation.digest,
        confirmed_by: confirmation.by,
        confirmed_at: confirmation.at,
      };
      await db
        .insertInto("sample_confirmations")
        .values({ fact: confirmation.fact, ...values })
        .onConflict((conflict) => conflict.column("fact").doUpdateSet(values))
        .execute();
    },

    /** Takes a confirmation back: the fact blocks a Publish again. */
    async unconfirm(fact: string): Promise<void> {
      await db.deleteFrom("sample_confirmations").where("fact", "=", fact).execute();
    },

    /** How many staff accounts there are, the first admin's included, and how many of them have joined. */
    async staffCount(): Promise<{ people: number; joined: number }> {
      const row = await db
        .selectFrom("staff_user")
        .select((eb) => [
          eb.fn.countAll<number | string>().as("people"),
          eb.fn.count<number | string>("joinedAt").as("joined"),
        ])
        .executeTakeFirst();
      return { people: Number(row?.people ?? 0), joined: Number(row?.joined ?? 0) };
    },

    /** Whether a staff member's publish has ever gone live (the daily rebuild does not count). */
    async publishedOnce(): Promise<boolean> {
      const row = await db
        .selectFrom("site_builds")
        .select("id")
        .where("kind", "=", "publish")
        .where("status", "=", "published")
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type LaunchRepository = ReturnType<typeof launchRepository>;
