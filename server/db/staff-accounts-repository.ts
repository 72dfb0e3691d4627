import { sql, type Transaction } from "kysely";
import type { StaffRole } from "#schemas/staff.ts";
import type { Database } from "#server/db/database.ts";
import { leadReaderRoles } from "#server/db/lead-follow-up.ts";
import { leadTables } from "#server/db/lead-tables.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";
import { type AuditLine, staffAuditRepository } from "#server/db/staff-audit-repository.ts";

/** better-auth's enrolment links are one-time values named by this prefix (server/staff/auth.ts). */
export const enrolmentIdentifierPrefix = "staff-enrolment:";

/** A time as the auth library stores it: a Date on PostgreSQL, ISO text on SQLite. */
function storedTime(dialect: Database["dialect"], at: Date): Date | string {
  return dialect === "postgres" ? at : at.toISOString();
}

function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** What a role change took the person off: applications by reference, and how many leads. */
export type TakenOff = { unassigned: string[]; unassignedLeads: number };

export const nothingTakenOff: TakenOff = { unassigned: [], unassignedLeads: 0 };

/** A role change's outcome, and what it took the person off. */
export type RoleChange = { outcome: "changed" | "last-admin" | "missing" } & TakenOff;

/** The audit line of a role change made: the role it was, and what the new one took off. */
export type RoleChangeLine = (change: { from: StaffRole } & TakenOff) => AuditLine;

/**
 * The staff accounts as People shows and changes them. Role changes and
 * removals that could leave no admin are checked and made in one transaction
 * that holds the admins' rows (PostgreSQL: FOR UPDATE), so two admins
 * demoting or removing each other at once still leave one.
 */
export function staffAccountsRepository({ db, dialect }: Pick<Database, "db" | "dialect">) {
  /** Locks the admins' rows (PostgreSQL; SQLite writes one at a time) and counts them. */
  async function lockedAdmins(trx: Transaction<LeadsDatabase>) {
    const rows = await trx
      .selectFrom("staff_user")
      .select("id")
      .where("role", "=", "admin")
      .$if(dialect === "postgres", (query) => query.forUpdate())
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Those who open the applications and the inbox may keep what they were
   * given, as admission-follow-up.ts and lead-follow-up.ts give it; anyone
   * else is taken off each application and lead, in the role change's
   * transaction.
   */
  async function takeOffWhatTheRoleCannotOpen(
    trx: Transaction<LeadsDatabase>,
    id: string,
    role: StaffRole,
  ): Promise<TakenOff> {
    if (leadReaderRoles.some((reader) => reader === role)) return nothingTakenOff;
    const assigned = await trx
      .selectFrom("admission_applications")
      .select(["id", "reference"])
      .where("assigned_to", "=", id)
      .orderBy("id")
      .$if(dialect === "postgres", (query) => query.forUpdate())
      .execute();
    if (assigned.length > 0) {
      await trx
        .updateTable("admission_applications")
        .set({ assigned_to: null })
        .where("assigned_to", "=", id)
        .execute();
    }
    let unassignedLeads = 0;
    for (const table of Object.values(leadTables)) {
      const { numAffectedRows } = await sql`update ${sql.table(table)}
        set assigned_to = null where assigned_to = ${id}`.execute(trx);
      unassignedLeads += Number(numAffectedRows ?? 0);
    }
    return { unassigned: assigned.map((row) => row.reference ?? `#${row.id}`), unassignedLeads };
  }

  const perPerson = (rows: { userId: string; count: number | string }[]) =>
    new Map(rows.map((row) => [row.userId, Number(row.count)]));

  return {
    async list(now: Date) {
      const people = await db
        .selectFrom("staff_user")
        .select(["id", "email", "role", "createdAt", "invitedAt", "invitedBy", "joinedAt"])
        .orderBy("email")
        .execute();
      const passkeys = perPerson(
        await db
          .selectFrom("staff_passkey")
          .select(["userId", (eb) => eb.fn.countAll<number | string>().as("count")])
          .groupBy("userId")
          .execute(),
      );
      const sessions = perPerson(
        await db
          .selectFrom("staff_session")
          .select(["userId", (eb) => eb.fn.countAll<number | string>().as("count")])
          .where("expiresAt", ">", storedTime(dialect, now))
          .groupBy("userId")
          .execute(),
      );
      const links = await db
        .selectFrom("staff_verification")
        .select(["value", (eb) => eb.fn.max("expiresAt").as("expiresAt")])
        .where("identifier", "like", `${enrolmentIdentifierPrefix}%`)
        .groupBy("value")
        .execute();
      const linkUntil = new Map(links.map((link) => [link.value, isoOrNull(link.expiresAt)]));
      return people.map((person) => ({
        id: person.id,
        email: person.email,
        role: person.role as StaffRole,
        invitedAt: isoOrNull(person.invitedAt ?? person.createdAt),
        invitedBy: person.invitedBy,
        joinedAt: isoOrNull(person.joinedAt),
        linkExpiresAt: linkUntil.get(person.id) ?? null,
        passkeys: passkeys.get(person.id) ?? 0,
        activeSessions: sessions.get(person.id) ?? 0,
      }));
    },

    async find(id: string) {
      return db
        .selectFrom("staff_user")
        .select(["id", "email", "role", "joinedAt"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async markInvited(id: string, by: string | null, at: Date) {
      await db
        .updateTable("staff_user")
        .set({ invitedAt: storedTime(dialect, at), invitedBy: by })
        .where("id", "=", id)
        .execute();
    },

    /** The first sign-in; later ones change nothing. */
    async markJoined(id: string, at: Date) {
      await db
        .updateTable("staff_user")
        .set({ joinedAt: storedTime(dialect, at) })
        .where("id", "=", id)
        .where("joinedAt", "is", null)
        .execute();
    },

    /** Every enrolment link of a person stops working (a new one is being sent, or they are gone). */
    async endEnrolmentLinks(id: string) {
      await db
        .deleteFrom("staff_verification")
        .where("value", "=", id)
        .where("identifier", "like", `${enrolmentIdentifierPrefix}%`)
        .execute();
    },

    /** A person's passkeys, newest first, for their account page. */
    async passkeysOf(userId: string) {
      const rows = await db
        .selectFrom("staff_passkey")
        .select(["id", "name", "createdAt", "lastUsedAt"])
        .where("userId", "=", userId)
        .orderBy("createdAt", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: isoOrNull(row.createdAt),
        lastUsedAt: isoOrNull(row.lastUsedAt),
      }));
    },

    /** A person's sessions that have not run out, most recently used first. */
    async sessionsOf(userId: string, now: Date) {
      const rows = await db
        .selectFrom("staff_session")
        .select(["id", "userAgent", "createdAt", "updatedAt", "signInMethod"])
        .where("userId", "=", userId)
        .where("expiresAt", ">", storedTime(dialect, now))
        .orderBy("updatedAt", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        signInMethod: row.signInMethod,
        createdAt: new Date(row.createdAt).toISOString(),
        lastSeenAt: new Date(row.updatedAt).toISOString(),
      }));
    },

    /** Removes one of a person's own passkeys; false when they have none of that id. */
    async removePasskey(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("staff_passkey")
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Removes every passkey of a person; returns how many there were. */
    async removePasskeys(userId: string): Promise<number> {
      const result = await db
        .deleteFrom("staff_passkey")
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Ends one of a person's own sessions; false when they have none of that id. */
    async endSession(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("staff_session")
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Ends every session of a person; returns how many there were. */
    async endSessions(userId: string): Promise<number> {
      const result = await db
        .deleteFrom("staff_session")
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A passkey just signed someone in (its id as the browser sent it). */
    async markPasskeyUsed(credentialId: string, at: Date) {
      await db
        .updateTable("staff_passkey")
        .set({ lastUsedAt: storedTime(dialect, at) })
        .where("credentialID", "=", credentialId)
        .execute();
    },

    /**
     * Gives a role, unless it would leave no admin. A role that cannot open
     * the applications and the inbox (an editor) takes the person off every
     * application and lead they were given, in the same transaction:
     * otherwise they would stay its assignee, "Assigned to" naming someone
     * who can no longer open it. Its audit line is written in the same
     * transaction, so no role changes without one (decision 232); the
     * applications' references and the number of leads are in it.
     */
    async changeRole(id: string, role: StaffRole, auditLine: RoleChangeLine): Promise<RoleChange> {
      return db.transaction().execute(async (trx): Promise<RoleChange> => {
        const admins = await lockedAdmins(trx);
        const person = await trx
          .selectFrom("staff_user")
          .select("role")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!person) return { outcome: "missing", ...nothingTakenOff };
        if (role !== "admin" && admins.includes(id) && admins.length <= 1) {
          return { outcome: "last-admin", ...nothingTakenOff };
        }
        // The role it has: nothing changes, and nothing is audited.
        if (person.role === role) return { outcome: "changed", ...nothingTakenOff };
        await trx
          .updateTable("staff_user")
          .set({ role, updatedAt: storedTime(dialect, new Date()) })
          .where("id", "=", id)
          .execute();
        const from = person.role as StaffRole;
        const takenOff = await takeOffWhatTheRoleCannotOpen(trx, id, role);
        await staffAuditRepository({ db: trx }).insert(auditLine({ from, ...takenOff }));
        return { outcome: "changed", ...takenOff };
      });
    },

    /**
     * Removes a person, unless they are the last admin; their sessions,
     * passkeys and links go with them (the tables' foreign keys cascade).
     */
    async remove(id: string): Promise<"removed" | "last-admin" | "missing"> {
      return db.transaction().execute(async (trx) => {
        const admins = await lockedAdmins(trx);
        if (admins.includes(id) && admins.length <= 1) return "last-admin";
        await trx
          .deleteFrom("staff_verification")
          .where("value", "=", id)
          .where("identifier", "like", `${enrolmentIdentifierPrefix}%`)
          .execute();
        const removed = await trx.deleteFrom("staff_user").where("id", "=", id).executeTakeFirst();
        return Number(removed.numDeletedRows) > 0 ? "removed" : "missing";
      });
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>;
