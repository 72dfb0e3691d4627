import type { FastifyInstance } from "fastify";
import * as z from "zod";
import {
  type InvitationSent,
  invitationSentSchema,
  inviteSchema,
  type PeopleAnswer,
  peopleAnswerSchema,
  type Removed,
  type RoleChanged,
  removedSchema,
  roleChangedSchema,
  roleChangeSchema,
  type SessionsEnded,
  type StaffRole,
  sessionsEndedSchema,
  staffRoleWords,
} from "#schemas/staff.ts";
import { type AuditPage, auditPageSchema } from "#schemas/staff-leads.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import {
  accountNoticeMail,
  invitationMail,
  type QueueStaffMail,
} from "#server/staff/staff-mail.ts";
import { lastAdminRefusal, type StaffPeople } from "#server/staff/staff-people.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type PeopleRoutesOptions = {
  people: StaffPeople;
  audit: AuditLog;
  queueMail: QueueStaffMail;
  /** The staff side's address, which the invitation asks to bookmark. */
  staffUrl: string;
  /** Whether a mail server is set: without one, an invitation waits in the outbox. */
  mailServer: boolean;
  auditRetentionDays: number;
};

const personParams = z.strictObject({ id: z.string().min(1).max(100) });
const auditQuery = z.strictObject({
  before: z.optional(z.coerce.number().int().positive()),
});

/** Staff accounts and the audit log: admins only. */
export async function peopleRoutes(app: FastifyInstance, options: PeopleRoutesOptions) {
  const { people, audit } = options;
  const admins = (answer: z.ZodType) => ({ config: { roles: ["admin"] as const, answer } });

  function mailInvitation(
    to: string,
    role: StaffRole,
    invitedBy: string,
    invitation: { link: string; expiresAt: Date },
  ) {
    return options.queueMail(
      invitationMail({ to, role, invitedBy, staffUrl: options.staffUrl, ...invitation }),
    );
  }

  app.get(
    "/api/people",
    admins(peopleAnswerSchema),
    async (): Promise<PeopleAnswer> => ({
      people: await people.list(),
    }),
  );

  app.post("/api/people", admins(invitationSentSchema), async (request, reply) => {
    const body = parseOr400(inviteSchema, request.body, reply);
    const staff = request.staff;
    if (!body || !staff) return reply;
    const result = await people.invite(body.email, body.role, staff.email);
    if (!result.invited) {
      // Inviting an address again never changes its role: roles change where the last-admin rule is checked.
      const role = result.existing ? staffRoleWords[result.existing.role as StaffRole].name : "";
      const next = result.existing?.joinedAt
        ? "Change their role under their name."
        : "Change their role, or resend their invitation, under their name.";
      return refusal(reply, 409, `${body.email} already has a staff account (${role}). ${next}`);
    }
    await mailInvitation(result.email, body.role, staff.email, result);
    await audit.record({
      action: "invitation",
      actor: staff,
      target: result.id,
      detail: { role: body.role },
      address: clientAddress(request),
    });
    return reply.code(201).send({
      linkExpiresAt: result.expiresAt.toISOString(),
      mailed: options.mailServer,
    } satisfies InvitationSent);
  });

  /** The person a route acts on, or a 400/404 already sent. */
  async function target(params: unknown, reply: Parameters<typeof parseOr400>[2]) {
    const parsed = parseOr400(personParams, params, reply);
    if (!parsed) return undefined;
    const person = await people.find(parsed.id);
    if (!person) refusal(reply, 404, "There is no such person.");
    return person;
  }

  app.post("/api/people/:id/invitation", admins(invitationSentSchema), async (request, reply) => {
    const person = await target(request.params, reply);
    const staff = request.staff;
    if (!person || !staff) return reply;
    if (person.joinedAt) {
      return refusal(
        reply,
        409,
        `${person.email} has joined: they sign in with their passkey, or with a code from email to set up a new one.`,
      );
    }
    const invitation = await people.resendInvitation(person.id, staff.email);
    await mailInvitation(person.email, person.role as StaffRole, staff.email, invitation);
    await audit.record({
      action: "invitation-resent",
      actor: staff,
      target: person.id,
      detail: { role: person.role },
      address: clientAddress(request),
    });
    return {
      linkExpiresAt: invitation.expiresAt.toISOString(),
      mailed: options.mailServer,
    } satisfies InvitationSent;
  });

  app.post("/api/people/:id/role", admins(roleChangedSchema), async (request, reply) => {
    const person = await target(request.params, reply);
    const body = person && parseOr400(roleChangeSchema, request.body, reply);
    if (!person || !body) return reply;
    const answer: RoleChanged = { role: body.role };
    if (person.role === body.role) return answer;
    const changed = await people.changeRole(person.id, body.role, {
      actor: request.staff,
      address: clientAddress(request),
    });
    if (changed.outcome === "missing") return refusal(reply, 404, "There is no such person.");
    if (changed.outcome === "last-admin") return refusal(reply, 409, lastAdminRefusal);
    return answer;
  });

  app.post("/api/people/:id/end-sessions", admins(sessionsEndedSchema), async (request, reply) => {
    const person = await target(request.params, reply);
    if (!person) return reply;
    const ended: SessionsEnded = await people.endSessions(person.id);
    await audit.record({
      action: "sessions-ended",
      actor: request.staff,
      target: person.id,
      detail: ended,
      address: clientAddress(request),
    });
    await options.queueMail(
      accountNoticeMail(
        person.email,
        `An admin (${request.staff?.email}) signed you out of the Enugu Tech Hub staff side on every device and removed your passkeys.`,
        new Date(),
        `To sign in again, ask for a code by email on the sign-in page (${options.staffUrl}/sign-in), then set up a new passkey. If you did not expect this, ask ${request.staff?.email} why.`,
      ),
    );
    return ended;
  });

  app.post("/api/people/:id/remove", admins(removedSchema), async (request, reply) => {
    const person = await target(request.params, reply);
    if (!person) return reply;
    if (person.id === request.staff?.id) {
      return refusal(reply, 409, "You cannot remove yourself; ask another admin.");
    }
    const removed = await people.remove(person.id);
    if (removed === "missing") return refusal(reply, 404, "There is no such person.");
    if (removed === "last-admin") return refusal(reply, 409, lastAdminRefusal);
    await audit.record({
      action: "person-removed",
      actor: request.staff,
      target: person.id,
      detail: { role: person.role },
      address: clientAddress(request),
    });
    const answer: Removed = { removed: true };
    return answer;
  });

  app.get("/api/audit", admins(auditPageSchema), async (request, reply) => {
    const query = parseOr400(auditQuery, request.query, reply);
    if (!query) return reply;
    const limit = 50;
    const entries = await audit.list({ before: query.before, limit });
    const page: AuditPage = {
      retentionDays: options.auditRetentionDays,
      // Field by field, as the contract names them: the row has more (the actor's id) than staff read.
      entries: entries.map((entry) => ({
        id: Number(entry.id),
        at: entry.at,
        actor_email: entry.actor_email,
        action: entry.action,
        target: entry.target,
        detail: entry.detail ? (JSON.parse(entry.detail) as Record<string, unknown>) : null,
        address: entry.address,
      })),
      next: entries.length === limit ? Number(entries.at(-1)?.id) : null,
    };
    return page;
  });
}
