import type { Database } from "#server/db/database.ts";

/** The longest window a sign-in limit looks back over: rows older than this are deleted. */
export const longestSignInWindowMs = 24 * 3_600_000;

/**
 * The rows the staff sign-in limits count (server/staff/sign-in-limits.ts),
 * and what they read about accounts: where a person has signed in before
 * (the audit log's sign-ins) and whose passkey a sign-in tried.
 */
export function staffSignInRepository({ db }: Pick<Database, "db">) {
  return {
    /** How many rows a key has since a time, and when the oldest of them was. */
    async countSince(key: string, since: number) {
      const row = await db
        .selectFrom("staff_sign_in_attempts")
        .select((eb) => [
          eb.fn.countAll<number | string>().as("count"),
          eb.fn.min("at").as("oldest"),
        ])
        .where("key", "=", key)
        .where("at", ">", since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
    },

    /** One row per key at `at`; rows past the longest window go in the same turn. */
    async record(keys: readonly string[], at: number) {
      if (keys.length === 0) return;
      await db
        .insertInto("staff_sign_in_attempts")
        .values(keys.map((key) => ({ key, at })))
        .execute();
      await db
        .deleteFrom("staff_sign_in_attempts")
        .where("at", "<=", at - longestSignInWindowMs)
        .execute();
    },

    /** The addresses a person signed in from since a time, as the audit log has them. */
    async signInAddresses(userId: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectFrom("staff_audit_log")
        .select("address")
        .distinct()
        .where("action", "=", "sign-in")
        .where("actor_id", "=", userId)
        .where("at", ">", since.toISOString())
        .where("address", "is not", null)
        .limit(100)
        .execute();
      return rows.flatMap((row) => (row.address ? [row.address] : []));
    },

    async userIdByEmail(email: string): Promise<string | null> {
      const row = await db
        .selectFrom("staff_user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async emailOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom("staff_user")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    /** Whose passkey a sign-in presented (by its credential id), if it is one of ours. */
    async userIdByCredential(credentialId: string): Promise<string | null> {
      const row = await db
        .selectFrom("staff_passkey")
        .select("userId")
        .where("credentialID", "=", credentialId)
        .executeTakeFirst();
      return row?.userId ?? null;
    },
  };
}

export type StaffSignInRepository = ReturnType<typeof staffSignInRepository>;
