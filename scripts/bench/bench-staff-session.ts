import type { Database } from "#server/db/database.ts";
import type { ServerConfig } from "#server/env.ts";
import { buildStaffApp } from "#server/staff/app.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { staffPeople } from "#server/staff/staff-people.ts";
import { staffSignIn } from "#tests/support/staff-sign-in.ts";

/**
 * The staff service on a benchmark's database, with one staff member
 * signed in as staff are (a code from email sets up a passkey, the passkey
 * signs in): the app, the origin its forms are posted from, and the
 * session's Cookie header.
 */
export async function signedInStaffApp(config: ServerConfig, database: Database) {
  const app = await buildStaffApp(config, { database, logger: false });
  const origin = new URL(config.STAFF_URL).origin;
  const person = await staffPeople(database, app.staffAuth.plain, config, auditLog(database)).add(
    "bench@hub.example",
    "staff",
  );
  const cookie = await staffSignIn({ staff: app, origin, database }).signIn(person.email);
  return { app, origin, cookie };
}
