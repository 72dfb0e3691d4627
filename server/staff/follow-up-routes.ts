import type { FastifyInstance } from "fastify";
import type * as z from "zod";
import { leadRefSchema } from "#schemas/staff.ts";
import {
  type AssignedAnswer,
  type Assignees,
  assignedAnswerSchema,
  assigneesSchema,
  assignSchema,
  type BulkHandledAnswer,
  bulkHandledAnswerSchema,
  bulkHandledSchema,
  type LeadNote,
  leadNoteSchema,
  newNoteSchema,
} from "#schemas/staff-leads.ts";
import { clientAddress } from "#server/client-address.ts";
import type { LeadFollowUp } from "#server/db/lead-follow-up.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { leadReaders } from "#server/staff/inbox-routes.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type FollowUpRoutesOptions = {
  followUp: LeadFollowUp;
  audit: AuditLog;
  now: () => Date;
};

const gone = "There is no such lead (it may have been erased).";

/**
 * Following leads up as a team (issue 32, item 14): notes, assignment, and
 * marking many handled at once. The audit log records each act and its lead
 * by reference, never a note's text.
 */
export async function followUpRoutes(app: FastifyInstance, options: FollowUpRoutesOptions) {
  const { followUp, audit } = options;
  const readers = (answer: z.ZodType) => ({ config: { roles: leadReaders, answer } });

  app.get("/api/assignees", readers(assigneesSchema), async () => {
    const answer: Assignees = { people: await followUp.assignees() };
    return answer;
  });

  app.post("/api/leads/:kind/:id/notes", readers(leadNoteSchema), async (request, reply) => {
    const ref = parseOr400(leadRefSchema, request.params, reply);
    const body = ref && parseOr400(newNoteSchema, request.body, reply);
    const staff = request.staff;
    if (!ref || !body || !staff) return reply;
    const note: LeadNote | undefined = await followUp.addNote(
      ref,
      staff,
      body.text,
      options.now().toISOString(),
    );
    if (!note) return refusal(reply, 404, gone);
    await audit.record({
      action: "note-added",
      actor: staff,
      target: `${ref.kind}:${ref.id}`,
      address: clientAddress(request),
    });
    return reply.code(201).send(note);
  });

  app.post(
    "/api/leads/:kind/:id/assignee",
    readers(assignedAnswerSchema),
    async (request, reply) => {
      const ref = parseOr400(leadRefSchema, request.params, reply);
      const body = ref && parseOr400(assignSchema, request.body, reply);
      if (!ref || !body) return reply;
      if (body.assignee !== null && !(await followUp.findAssignee(body.assignee))) {
        return refusal(reply, 400, "Choose someone whose role opens the leads.");
      }
      if (!(await followUp.assign(ref, body.assignee))) return refusal(reply, 404, gone);
      await audit.record({
        action: "lead-assigned",
        actor: request.staff,
        target: `${ref.kind}:${ref.id}`,
        detail: { assignee: body.assignee },
        address: clientAddress(request),
      });
      const answer: AssignedAnswer = { assigned_to: body.assignee };
      return answer;
    },
  );

  app.post("/api/leads/handled", readers(bulkHandledAnswerSchema), async (request, reply) => {
    const body = parseOr400(bulkHandledSchema, request.body, reply);
    if (!body) return reply;
    const by = body.handled ? (request.staff?.email ?? null) : null;
    const at = options.now().toISOString();
    const changed = await followUp.markManyHandled(body.leads, by, at);
    await audit.record({
      action: body.handled ? "leads-handled" : "leads-reopened",
      actor: request.staff,
      detail: { count: changed.length, leads: changed.map(({ kind, id }) => `${kind}:${id}`) },
      address: clientAddress(request),
    });
    const answer: BulkHandledAnswer = {
      changed: changed.length,
      handled_at: body.handled ? at : null,
      handled_by: by,
    };
    return answer;
  });
}
