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

/**
 * The secret that signs session cookies: configured (production over HTTPS
 * refuses to start without it, server/env.ts), or made once and kept in the
 * database for every instance of a machine without one. A configured secret
 * removes the kept one, so no copy of the database holds a secret in use or
 * one that was. It also seals the secrets waiting in the outbox
 * (server/mail/mail-secrets.ts).
 */
export async function staffAuthSecret(
  database: Pick<Database, "db">,
  configured: string | undefined,
) {
  const secrets = serviceSecrets(database);
  if (configured) {
    await secrets.forget("staff-auth");
    return configured;
  }
  return secrets.keptOrMade("staff-auth");
}
