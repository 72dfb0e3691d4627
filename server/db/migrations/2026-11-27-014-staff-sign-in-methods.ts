import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 31, items 6 and 8 (docs/decisions/147): a session knows how it was
 * opened ("passkey", "email-code", "enrolment-link"; a code or a link only
 * lets its holder set up a passkey), and a passkey when it last signed
 * someone in, for the person's own account page.
 */
export const staffSignInMethods = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const time = dialect === "postgres" ? sql`timestamptz` : sql`date`;
    await sql`alter table staff_session add column "signInMethod" text`.execute(db);
    await sql`alter table staff_passkey add column "lastUsedAt" ${time}`.execute(db);
  },
});
