import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 32, item 18: People tells an invitation still open from a person who
 * joined, with who invited and when. `invitedBy` is the inviting admin's
 * address (null when made on the server with `staff add`); `joinedAt` is the
 * first sign-in. People from before count as invited when their account was
 * made, and as joined if they had set up a passkey.
 */
export const staffInvitations = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const time = dialect === "postgres" ? sql`timestamptz` : sql`date`;
    await sql`alter table staff_user add column "invitedAt" ${time}`.execute(db);
    await sql`alter table staff_user add column "invitedBy" text`.execute(db);
    await sql`alter table staff_user add column "joinedAt" ${time}`.execute(db);
    await sql`update staff_user set "invitedAt" = "createdAt"`.execute(db);
    await sql`update staff_user set "joinedAt" = "createdAt"
      where exists (select 1 from staff_passkey where staff_passkey."userId" = staff_user.id)`.execute(
      db,
    );
  },
});
