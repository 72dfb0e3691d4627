import type { StaffRole } from "#schemas/staff.ts";
import { buildStaffApp, type StaffAppDeps } from "#server/staff/app.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { staffPeople } from "#server/staff/staff-people.ts";
import { answerContract } from "#tests/support/answer-contract.ts";
import { staffSignIn } from "#tests/support/staff-sign-in.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * The public app and the staff app on one temporary database, as
 * server/index.ts runs them, with a clock the test moves. Every answer a test
 * gets is held to its route's schema (answer-contract.ts): `cleanup` fails
 * the test when one did not match.
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
  const contract = answerContract(staff);
  const origin = new URL(site.config.STAFF_URL).origin;
  const people = staffPeople(
    site.database,
    staff.staffAuth.plain,
    site.config,
    auditLog(site.database),
  );

  const signing = staffSignIn({ staff, origin, database: site.database });
  const { signIn } = signing;

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
    ...signing,
    personWithRole,
    /** The answers so far that broke their route's schema, as the route and what is wrong. */
    brokenAnswers: contract.broken,
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    async cleanup() {
      await staff.close();
      await site.cleanup();
      if (contract.broken.length > 0) {
        throw new Error(`answers that break their schema:\n${contract.broken.join("\n")}`);
      }
    },
  };
}

export type StaffTestApp = Awaited<ReturnType<typeof createStaffTestApp>>;
