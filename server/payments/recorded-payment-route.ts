import type { FastifyInstance } from "fastify";
import {
  invoiceIdSchema,
  type RecordedPaymentAnswer,
  recordedPaymentAnswerSchema,
  recordPaymentSchema,
} from "#schemas/staff-payments.ts";
import { clientAddress } from "#server/client-address.ts";
import type { Payments } from "#server/payments/payments.ts";
import { recordStaffPayment } from "#server/payments/staff/record-staff-payment.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { refusal } from "#server/staff/guard.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type RecordedPaymentRouteOptions = {
  payments: Payments;
  audit: AuditLog;
  /** Today in Enugu, YYYY-MM-DD: money cannot have moved after it. */
  today: () => string;
};

/** Admins and staff take money; editors change the site's words and never see payments. */
export const paymentRecorders = ["admin", "staff"] as const;

/**
 * POST /api/payments/invoices/:id/payments (issue 35): a bank transfer
 * quoting the invoice's reference, or a refund, recorded by a staff member
 * with its amount, day and note; the parent's receipt is queued with it.
 * The audit log keeps the invoice and the figures, never the note.
 */
export async function recordedPaymentRoute(
  app: FastifyInstance,
  options: RecordedPaymentRouteOptions,
) {
  app.post(
    "/api/payments/invoices/:id/payments",
    { config: { roles: paymentRecorders, answer: recordedPaymentAnswerSchema } },
    async (request, reply) => {
      const params = parseOr400(invoiceIdSchema, request.params, reply);
      const body = params && parseOr400(recordPaymentSchema, request.body, reply);
      const staff = request.staff;
      if (!params || !body || !staff) return reply;
      const outcome = await recordStaffPayment(options, {
        invoiceId: params.id,
        payment: body,
        staff,
        address: clientAddress(request),
        formToken: null,
      });
      if ("refused" in outcome) return refusal(reply, outcome.status, outcome.refused);
      const answer: RecordedPaymentAnswer = outcome;
      return reply.code(201).send(answer);
    },
  );
}
