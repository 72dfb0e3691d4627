import type { FastifyInstance } from "fastify";
import * as z from "zod";
import {
  type AccountAnswer,
  accountAnswerSchema,
  type Removed,
  removedSchema,
  type SessionEnded,
  sessionEndedSchema,
  staffRoles,
} from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import type { StaffAccountsRepository } from "#server/db/staff-accounts-repository.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { recentSignInMinutes } from "#server/staff/auth.ts";
import { browserName } from "#server/staff/browser-name.ts";
import { refusal } from "#server/staff/guard.ts";
import { accountNoticeMail, type QueueStaffMail } from "#server/staff/staff-mail.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type AccountRoutesOptions = {
  accounts: StaffAccountsRepository;
  audit: AuditLog;
  queueMail: QueueStaffMail;
  now: () => Date;
};

const idParams = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * "Your account" (issue 31, item 6): every person sees their own passkeys
 * (where made, when added, when last used) and where they are signed in,
 * and removes what they do not recognise. Only their own: every change is
 * limited to rows of the signed-in person.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { accounts, audit } = options;
  const everyone = (answer: z.ZodType) => ({ config: { roles: staffRoles, answer } });

  app.get(
    "/api/account",
    everyone(accountAnswerSchema),
    async (request): Promise<AccountAnswer | undefined> => {
      const staff = request.staff;
      if (!staff) return undefined;
      const sessions = await accounts.sessionsOf(staff.id, options.now());
      return {
        email: staff.email,
        role: staff.role,
        addPasskeyUntil: new Date(
          staff.signedInAt.getTime() + recentSignInMinutes * 60_000,
        ).toISOString(),
        passkeys: await accounts.passkeysOf(staff.id),
        sessions: sessions.map((session) => ({
          id: session.id,
          browser: browserName(session.userAgent),
          signInMethod: session.signInMethod,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          current: session.id === staff.sessionId,
        })),
      };
    },
  );

  app.post("/api/account/passkeys/:id/remove", everyone(removedSchema), async (request, reply) => {
    const params = parseOr400(idParams, request.params, reply);
    const staff = request.staff;
    if (!params || !staff) return reply;
    const passkey = (await accounts.passkeysOf(staff.id)).find((each) => each.id === params.id);
    if (!passkey || !(await accounts.removePasskey(staff.id, params.id))) {
      return refusal(reply, 404, "That passkey is not on your account any more.");
    }
    await audit.record({
      action: "passkey-removed",
      actor: staff,
      target: staff.id,
      detail: { name: passkey.name },
      address: clientAddress(request),
    });
    await options.queueMail(
      accountNoticeMail(
        staff.email,
        `A passkey ("${passkey.name ?? "passkey"}") was removed from your Enugu Tech Hub staff account.`,
        options.now(),
      ),
    );
    const answer: Removed = { removed: true };
    return answer;
  });

  app.post(
    "/api/account/sessions/:id/end",
    everyone(sessionEndedSchema),
    async (request, reply) => {
      const params = parseOr400(idParams, request.params, reply);
      const staff = request.staff;
      if (!params || !staff) return reply;
      if (!(await accounts.endSession(staff.id, params.id))) {
        return refusal(reply, 404, "That session has already ended.");
      }
      await audit.record({
        action: "session-ended",
        actor: staff,
        target: staff.id,
        detail: { own: params.id === staff.sessionId },
        address: clientAddress(request),
      });
      const answer: SessionEnded = { ended: true };
      return answer;
    },
  );
}
