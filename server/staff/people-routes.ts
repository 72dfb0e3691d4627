import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { inviteSchema, roleChangeSchema } from "#schemas/staff.ts";
import type { AuditPage } from "#schemas/staff-leads.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { invitationMail, type QueueStaffMail } from "#server/staff/staff-mail.ts";
import type { StaffPeople } from "#server/staff/staff-people.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type PeopleRoutesOptions = {
  people: StaffPeople;
  audit: AuditLog;
  queueMail: QueueStaffMail;
  enrolmentHours: number;
  auditRetentionDays: number;
};

const personParams = z.strictObject({ id: z.string().min(1).max(100) });
const auditQuery = z.strictObject({
  before: z.optional(z.coerce.number().int().positive()),
});

/** Staff accounts and the audit log: admins only. */
export async function peopleRoutes(app: FastifyInstance, options: PeopleRoutesOptions) {
  const { people, audit } = options;
  const admins = { config: { roles: ["admin"] as const } };

  app.get("/api/people", admins, async () => ({ people: await people.list() }));

  app.post("/api/people", admins, async (request, reply) => {
    const body = parseOr400(inviteSchema, request.body, reply);
    if (!body) return reply;
    const person = await people.add(body.email, body.role);
    await options.queueMail(invitationMail(person.email, person.link, options.enrolmentHours));
    await audit.record({
      action: "invitation",
      actor: request.staff,
      target: person.id,
      detail: { role: body.role },
      address: clientAddress(request),
    });
    return reply.code(201).send({ id: person.id });
  });

  /** The person a route acts on, or a 400/404 already sent. */
  async function target(params: unknown, reply: Parameters<typeof parseOr400>[2]) {
    const parsed = parseOr400(personParams, params, reply);
    if (!parsed) return undefined;
    const person = await people.find(parsed.id);
    if (!person) refusal(reply, 404, "There is no such person.");
    return person;
  }

  app.post("/api/people/:id/role", admins, async (request, reply) => {
    const person = await target(request.params, reply);
    const body = person && parseOr400(roleChangeSchema, request.body, reply);
    if (!person || !body) return reply;
    if (person.role === "admin" && body.role !== "admin" && (await people.countAdmins()) <= 1) {
      return refusal(reply, 409, "The last admin keeps the admin role.");
    }
    await people.setRole(person.id, body.role);
    await audit.record({
      action: "role-change",
      actor: request.staff,
      target: person.id,
      detail: { from: person.role, to: body.role },
      address: clientAddress(request),
    });
    return { role: body.role };
  });

  app.post("/api/people/:id/end-sessions", admins, async (request, reply) => {
    const person = await target(request.params, reply);
    if (!person) return reply;
    await people.endSessions(person.id);
    await audit.record({
      action: "sessions-ended",
      actor: request.staff,
      target: person.id,
      address: clientAddress(request),
    });
    return { ended: true };
  });

  app.post("/api/people/:id/remove", admins, async (request, reply) => {
    const person = await target(request.params, reply);
    if (!person) return reply;
    if (person.id === request.staff?.id) {
      return refusal(reply, 409, "You cannot remove yourself; ask another admin.");
    }
    await people.remove(person.id);
    await audit.record({
      action: "person-removed",
      actor: request.staff,
      target: person.id,
      detail: { role: person.role },
      address: clientAddress(request),
    });
    return { removed: true };
  });

  app.get("/api/audit", admins, async (request, reply) => {
    const query = parseOr400(auditQuery, request.query, reply);
    if (!query) return reply;
    const limit = 50;
    const entries = await audit.list({ before: query.before, limit });
    const page: AuditPage = {
      retentionDays: options.auditRetentionDays,
      entries: entries.map((entry) => ({
        ...entry,
        id: Number(entry.id),
        detail: entry.detail ? (JSON.parse(entry.detail) as Record<string, unknown>) : null,
      })),
      next: entries.length === limit ? Number(entries.at(-1)?.id) : null,
    };
    return page;
  });
}
