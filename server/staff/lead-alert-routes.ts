import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { type LeadAlerts, leadAlertsSchema } from "#schemas/staff-leads.ts";
import { clientAddress } from "#server/client-address.ts";
import type { LeadFollowUp } from "#server/db/lead-follow-up.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { leadReaders } from "#server/staff/inbox-routes.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type LeadAlertRoutesOptions = {
  followUp: LeadFollowUp;
  audit: AuditLog;
  now: () => Date;
};

const personParams = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * Who is mailed about which kind of new lead (issue 32, item 14): each
 * person chooses for themselves ("me"), an admin for anyone. Only people
 * whose role opens the inbox get these mails, since each links to a lead.
 */
export async function leadAlertRoutes(app: FastifyInstance, options: LeadAlertRoutesOptions) {
  const { followUp, audit } = options;
  const readers = { config: { roles: leadReaders, answer: leadAlertsSchema } };

  /** The person a request is about, or a refusal already sent. */
  async function personOf(request: FastifyRequest, reply: FastifyReply) {
    const params = parseOr400(personParams, request.params, reply);
    const staff = request.staff;
    if (!params || !staff) return undefined;
    const id = params.id === "me" ? staff.id : params.id;
    if (id !== staff.id && staff.role !== "admin") {
      refusal(reply, 403, "Only an admin chooses the mails of someone else.");
      return undefined;
    }
    if (!(await followUp.findAssignee(id))) {
      refusal(reply, 404, "There is no such person whose role opens the leads.");
      return undefined;
    }
    return id;
  }

  app.get("/api/people/:id/lead-alerts", readers, async (request, reply) => {
    const id = await personOf(request, reply);
    if (!id) return reply;
    const answer: LeadAlerts = { kinds: await followUp.alertKinds(id) };
    return answer;
  });

  app.post("/api/people/:id/lead-alerts", readers, async (request, reply) => {
    const id = await personOf(request, reply);
    const body = id && parseOr400(leadAlertsSchema, request.body, reply);
    if (!id || !body) return reply;
    await followUp.setAlertKinds(id, body.kinds, options.now().toISOString());
    await audit.record({
      action: "lead-alerts-changed",
      actor: request.staff,
      target: id,
      detail: { kinds: body.kinds },
      address: clientAddress(request),
    });
    const answer: LeadAlerts = { kinds: await followUp.alertKinds(id) };
    return answer;
  });
}
