import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/database.ts";

/** The secrets the service makes for itself and keeps in the database, by name. */
export type ServiceSecretName = "link-signing" | "staff-auth";

export function serviceSecrets({ db }: Pick<Database, "db">) {
  return {
    /**
     * The kept secret of this name, made at first call. Every instance races
     * to insert one and all read back the row that won, so they agree.
     */
    async keptOrMade(name: ServiceSecretName): Promise<string> {
      await db
        .insertInto("service_secrets")
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("service_secrets")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return row.value;
    },

    async forget(name: ServiceSecretName): Promise<void> {
      await db.deleteFrom("service_secrets").where("name", "=", name).execute();
    },
  };
}
