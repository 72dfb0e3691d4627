import type { StaffRole } from "#schemas/staff.ts";
import { buildStaffApp, type StaffAppDeps } from "#server/staff/app.ts";
import { staffPeople } from "#server/staff/staff-people.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * The public app and the staff app on one temporary database, as
 * server/index.ts runs them, with a clock the test moves.
 */
export async function createStaffTestApp(
  env: Record<string, string> = {},
  kind: "sqlite" | "postgres" = "sqlite",
  publishing: StaffAppDeps["publishing"] = undefined,
) {
  const site = await createTestApp({ STAFF_DIR: "/nonexistent-staff-ui", ...env }, kind);
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const staff = await buildStaffApp(site.config, {
    database: site.database,
    logger: false,
    now,
    // A publish is served at once by the public app, as server/index.ts wires it.
    publishing: { onSiteSwitched: () => site.followSiteDir?.(), ...publishing },
  });
  const origin = new URL(site.config.STAFF_URL).origin;
  const people = staffPeople(site.database, staff.staffAuth.plain, site.config);

  /** The latest sign-in code mailed to an address, read from the outbox as the worker would send it. */
  async function latestCode(email: string): Promise<string | undefined> {
    const mail = await site.database.db
      .selectFrom("outbox_messages")
      .select("text_body")
      .where("to_address", "=", email)
      .where("kind", "=", "staff-sign-in-code")
      .orderBy("id", "desc")
      .executeTakeFirst();
    return mail?.text_body.match(/is (\d{6})\./)?.[1];
  }

  /** Signs in with an emailed code; resolves with the Cookie header to send. */
  async function signIn(email: string, headers: Record<string, string> = {}): Promise<string> {
    const sent = await staff.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin, ...headers },
      payload: { email, type: "sign-in" },
    });
    if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.statusCode} ${sent.body}`);
    const otp = await latestCode(email);
    const signedIn = await staff.inject({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      headers: { origin, ...headers },
      payload: { email, otp },
    });
    if (signedIn.statusCode !== 200) {
      throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
    }
    return signedIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  }

  /** A person with a role, signed in. */
  async function personWithRole(
    role: StaffRole,
    email = `${role}-${crypto.randomUUID()}@hub.example`,
  ) {
    const person = await people.add(email, role);
    return { ...person, cookie: await signIn(email) };
  }

  return {
    site,
    staff,
    origin,
    people,
    latestCode,
    signIn,
    personWithRole,
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    async cleanup() {
      await staff.close();
      await site.cleanup();
    },
  };
}

export type StaffTestApp = Awaited<ReturnType<typeof createStaffTestApp>>;
