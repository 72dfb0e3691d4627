import type { StaffRole } from "#schemas/staff.ts";
import type { Database } from "#server/db/database.ts";
import { staffAccountsRepository, type TakenOff } from "#server/db/staff-accounts-repository.ts";
import type { AuditEntry, AuditLog } from "#server/staff/audit-log.ts";
import { createEnrolmentLink, type StaffAuth, type StaffAuthSettings } from "#server/staff/auth.ts";

/** The last admin keeps the role: a refusal the CLI and the routes word alike. */
export const lastAdminRefusal =
  "The last admin keeps the admin role: make someone else admin first.";

/**
 * Staff accounts: made by the CLI (the first admin) or by an admin in the UI,
 * through the auth library's own adapter, so its rules (ids, e-mail
 * normalisation) hold for people made here too. Role changes and removals go
 * through one check that an admin is left (issue 31, item 7); a role change
 * commits with its audit line (decision 232).
 */
export function staffPeople(
  database: Database,
  auth: StaffAuth,
  settings: StaffAuthSettings,
  audit: Pick<AuditLog, "line">,
) {
  const accounts = staffAccountsRepository(database);

  /** A role change, with its audit line: who made it, from where, and what it took off. */
  function changeRole(
    id: string,
    role: StaffRole,
    by: Pick<AuditEntry, "actor" | "address"> | "cli",
  ) {
    return accounts.changeRole(id, role, ({ from, ...takenOff }) =>
      audit.line({
        action: "role-change",
        target: id,
        ...(by === "cli" ? {} : by),
        detail: {
          from,
          to: role,
          ...(by === "cli" && { by }),
          ...takenOffDetail(takenOff),
        },
      }),
    );
  }

  /** A new enrolment link for a person: the ones sent before stop working. */
  async function newLink(id: string, invitedBy: string | null) {
    await accounts.endEnrolmentLinks(id);
    await accounts.markInvited(id, invitedBy, new Date());
    return createEnrolmentLink(auth, settings, id);
  }

  async function create(email: string, role: StaffRole) {
    const { internalAdapter } = await auth.$context;
    return internalAdapter.createUser(
      { email, name: email.split("@")[0] ?? email, emailVerified: true, role },
      { method: "admin" },
    );
  }

  return {
    /**
     * An admin's invitation: a new person and their link. An address that
     * already has an account is not changed here: its role changes where
     * roles change, with the last-admin check.
     */
    async invite(email: string, role: StaffRole, invitedBy: string) {
      const { internalAdapter } = await auth.$context;
      const existing = await internalAdapter.findUserByEmail(email);
      if (existing) {
        return { invited: false as const, existing: await accounts.find(existing.user.id) };
      }
      const user = await create(email, role);
      return {
        invited: true as const,
        id: user.id,
        email: user.email,
        ...(await newLink(user.id, invitedBy)),
      };
    },

    /**
     * `staff add` on the server: makes the person, or gives an existing one
     * this role (never taking it from the last admin) and a new link: the way
     * back in for someone who lost every passkey and their mail.
     */
    async add(email: string, role: StaffRole) {
      const { internalAdapter } = await auth.$context;
      const existing = await internalAdapter.findUserByEmail(email);
      const changed = existing ? await changeRole(existing.user.id, role, "cli") : null;
      if (changed?.outcome === "last-admin") throw new Error(lastAdminRefusal);
      const user = existing?.user ?? (await create(email, role));
      return {
        id: user.id,
        email: user.email,
        created: !existing,
        ...(await newLink(user.id, null)),
      };
    },

    /** A new invitation link for someone who has not joined; the old link stops working. */
    async resendInvitation(id: string, invitedBy: string) {
      return newLink(id, invitedBy);
    },

    list: () => accounts.list(new Date()),
    find: (id: string) => accounts.find(id),
    changeRole,
    remove: (id: string) => accounts.remove(id),

    /**
     * Ends every session of a person and removes every passkey: a passkey an
     * intruder added with a stolen session would otherwise sign in again at
     * once (docs/decisions/147). The person gets back in with a code from
     * email, which ends in a new passkey.
     */
    async endSessions(id: string) {
      return {
        sessions: await accounts.endSessions(id),
        passkeys: await accounts.removePasskeys(id),
      };
    },
  };
}

export type StaffPeople = ReturnType<typeof staffPeople>;

/** What a role change took the person off, as its audit line records it: only what there was. */
export function takenOffDetail({ unassigned, unassignedLeads }: TakenOff) {
  return {
    ...(unassigned.length > 0 && { unassigned }),
    ...(unassignedLeads > 0 && { unassignedLeads }),
  };
}
