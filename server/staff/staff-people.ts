import type { StaffRole } from "#schemas/staff.ts";
import type { Database } from "#server/db/database.ts";
import { createEnrolmentLink, type StaffAuth, type StaffAuthSettings } from "#server/staff/auth.ts";

/**
 * Staff accounts: made by the CLI (the first admin) or by an admin in the UI,
 * through the auth library's own adapter, so its rules (ids, e-mail
 * normalisation) hold for people made here too.
 */
export function staffPeople(database: Database, auth: StaffAuth, settings: StaffAuthSettings) {
  const { db } = database;
  async function context() {
    return auth.$context;
  }
  return {
    /** Creates the person, or gives an existing one this role; returns a fresh enrolment link. */
    async add(email: string, role: StaffRole) {
      const { internalAdapter } = await context();
      const existing = await internalAdapter.findUserByEmail(email);
      const user = existing
        ? await internalAdapter.updateUser(existing.user.id, { role })
        : await internalAdapter.createUser(
            {
              email,
              name: email.split("@")[0] ?? email,
              emailVerified: true,
              role,
            },
            { method: "admin" },
          );
      const { link, expiresAt } = await createEnrolmentLink(auth, settings, user.id);
      return { id: user.id, email: user.email, created: !existing, link, expiresAt };
    },

    async list() {
      const people = await db
        .selectFrom("staff_user")
        .select(["id", "email", "role", "createdAt"])
        .orderBy("email")
        .execute();
      const passkeys = await db
        .selectFrom("staff_passkey")
        .select(["userId", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("userId")
        .execute();
      const sessions = await db
        .selectFrom("staff_session")
        .select(["userId", (eb) => eb.fn.countAll<number | string>().as("count")])
        .where(
          "expiresAt",
          ">",
          database.dialect === "postgres" ? new Date() : new Date().toISOString(),
        )
        .groupBy("userId")
        .execute();
      const countFor = (rows: { userId: string; count: number | string }[], id: string) =>
        Number(rows.find((row) => row.userId === id)?.count ?? 0);
      return people.map((person) => ({
        id: person.id,
        email: person.email,
        role: person.role as StaffRole,
        passkeys: countFor(passkeys, person.id),
        activeSessions: countFor(sessions, person.id),
      }));
    },

    async find(id: string) {
      return db
        .selectFrom("staff_user")
        .select(["id", "email", "role"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async setRole(id: string, role: StaffRole) {
      await (await context()).internalAdapter.updateUser(id, { role });
    },

    /** Ends every session of a person at once. */
    async endSessions(id: string) {
      await (await context()).internalAdapter.deleteUserSessions(id);
    },

    /** Removes a person; their sessions and passkeys go with them. */
    async remove(id: string) {
      const { internalAdapter } = await context();
      await internalAdapter.deleteUserSessions(id);
      await internalAdapter.deleteUser(id);
    },

    async countAdmins(): Promise<number> {
      const row = await db
        .selectFrom("staff_user")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("role", "=", "admin")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type StaffPeople = ReturnType<typeof staffPeople>;
