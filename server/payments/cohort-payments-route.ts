import type { FastifyInstance } from "fastify";
import {
  type CohortPaymentsAnswer,
  callParamSchema,
  cohortPaymentsAnswerSchema,
} from "#schemas/staff-payments.ts";
import type { Payments } from "#server/payments/payments.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { parseOr400 } from "#server/staff/validate.ts";

export type CohortPaymentsRouteOptions = {
  payments: Payments;
  /** Today in Enugu, YYYY-MM-DD: what is overdue depends on it. */
  today: () => string;
};

/**
 * GET /api/payments/cohorts/:call (issue 35): each invoice of a call paid,
 * part paid, overdue or unpaid, the totals collected and outstanding, and
 * the alarms about money that did not match, for admins and staff.
 */
export async function cohortPaymentsRoute(
  app: FastifyInstance,
  options: CohortPaymentsRouteOptions,
) {
  app.get(
    "/api/payments/cohorts/:call",
    { config: { roles: paymentRecorders, answer: cohortPaymentsAnswerSchema } },
    async (request, reply) => {
      const params = parseOr400(callParamSchema, request.params, reply);
      if (!params) return reply;
      const { repository } = options.payments;
      const today = options.today();
      const invoices = (await repository.ledger.lines(params.call, today)).map((line) => ({
        id: line.id,
        reference: line.reference,
        total: line.total,
        paid: line.paid,
        standing: line.standing,
      }));
      // The cohort pages' own totals: a withdrawn place owes nothing (decision 240).
      const { collected, outstanding } = await repository.ledger.totals(params.call, today);
      const answer: CohortPaymentsAnswer = {
        call: params.call,
        invoices,
        collected,
        outstanding,
        alarms: (await repository.alarms(params.call)).map((alarm) => ({
          id: alarm.id,
          kind: alarm.kind,
          reference: alarm.providerReference,
          detail: alarm.detail,
          at: alarm.createdAt,
        })),
      };
      return answer;
    },
  );
}
