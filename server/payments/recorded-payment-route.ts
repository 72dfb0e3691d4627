import type { FastifyInstance } from "fastify";
import { formatNaira, kobo } from "#schemas/money.ts";
import {
  invoiceIdSchema,
  type RecordedPaymentAnswer,
  recordedPaymentAnswerSchema,
  recordPaymentSchema,
} from "#schemas/staff-payments.ts";
import { clientAddress } from "#server/client-address.ts";
import { lagosTime } from "#server/lagos-time.ts";
import type { Payments } from "#server/payments/payments.ts";
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
      const { repository } = options.payments;
      const before = await repository.findInvoice(params.id);
      if (!before) return refusal(reply, 404, "There is no such invoice.");
      // A day out of these bounds is a typing slip, and the receipt would print it.
      const issuedOn = lagosTime(before.createdAt).slice(0, 10);
      if (body.paidOn > options.today()) {
        return refusal(
          reply,
          400,
          `${body.paidOn} is in the future: give the day the money arrived, today (${options.today()}) at the latest.`,
        );
      }
      if (body.paidOn < issuedOn) {
        return refusal(
          reply,
          400,
          `${body.paidOn} is before the invoice was issued (${issuedOn}): give the day the money arrived.`,
        );
      }
      // A figure past what was paid, or past what is due, is a typing slip,
      // and its receipt would tell the parent of money that never moved.
      const paid = repository.netPaid(await repository.paymentsOf(params.id));
      if (body.method === "refund" && body.amount > paid) {
        return refusal(
          reply,
          400,
          `A refund can be at most what was paid: ${formatNaira(kobo(paid))}. Check the amount.`,
        );
      }
      if (body.method === "bank-transfer" && body.amount > before.total - paid) {
        return refusal(
          reply,
          400,
          `That is more than is still due (${formatNaira(kobo(Math.max(before.total - paid, 0)))}). Record what is due, and refund the rest to the parent.`,
        );
      }
      const recorded = await options.payments.recordByStaff({
        invoiceId: params.id,
        method: body.method,
        amount: kobo(body.amount),
        paidOn: body.paidOn,
        note: body.note,
        by: staff.email,
      });
      if (!recorded) return refusal(reply, 404, "There is no such invoice.");
      await options.audit.record({
        action: "payment-recorded",
        actor: staff,
        target: `invoice:${params.id}`,
        detail: { method: body.method, amount: body.amount, paidOn: body.paidOn },
        address: clientAddress(request),
      });
      const invoice = await options.payments.repository.findInvoice(params.id);
      const made = await options.payments.repository.paymentsOf(params.id);
      const answer: RecordedPaymentAnswer = {
        recorded: true,
        paid: options.payments.repository.netPaid(made),
        total: invoice?.total ?? 0,
      };
      return reply.code(201).send(answer);
    },
  );
}
