import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { Database } from "#server/db/database.ts";

/**
 * better-auth's own Kysely adapter on the connection the rest of the service
 * uses. The library writes the queries of its tables (staff_user,
 * staff_session, passkeys…) itself; it is made here so the connection is
 * handed out by server/db/ alone.
 */
export function staffAuthAdapter({ db, dialect }: Pick<Database, "db" | "dialect">) {
  return kyselyAdapter(db, { type: dialect });
}
