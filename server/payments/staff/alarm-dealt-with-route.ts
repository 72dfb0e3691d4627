import type { FastifyInstance } from "fastify";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { clientAddress } from "#server/client-address.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { takePlainForms } from "#server/payments/staff/form-body.ts";
import { formTokenOf } from "#server/payments/staff/form-token.ts";
import { alarmReturnOf } from "#server/payments/staff/payment-alarms.ts";
import {
  type PaymentsPagesOptions,
  paymentsFrame,
} from "#server/payments/staff/payments-pages-options.ts";
import { refusal } from "#server/staff/guard.ts";

/** A token and a return address. */
const formMaxBytes = 1024;

/**
 * POST /payments/alarms/<id>/dealt-with: an alarm's "Mark as dealt with"
 * (decision 240), a plain form post from the page it is listed on, which
 * it returns to (303). Marked once: a second press, or two staff at once,
 * finds it marked and writes nothing more. Audited with the alarm's number
 * and kind, nothing of the parent.
 */
export async function alarmDealtWithRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  takePlainForms(app, formMaxBytes);
  app.post(
    "/payments/alarms/:id/dealt-with",
    { config: { roles: paymentRecorders }, bodyLimit: formMaxBytes },
    async (request, reply) => {
      const staff = request.staff;
      // The guard signs everyone in before this route; a request without a person is refused all the same.
      if (!staff) return refusal(reply, 401, "Sign in first.");
      const body = (request.body ?? {}) as Record<string, unknown>;
      const back = alarmReturnOf(body.back);
      const frame = paymentsFrame(request, "Alarm", options);
      const backLink = { href: back, label: "Back to the payments" };
      const idText = String((request.params as { id?: unknown }).id);
      const id = /^[1-9]\d{0,15}$/.test(idText) ? Number(idText) : null;
      if (id === null) return sendRefusal(reply, frame, 404, "There is no such alarm.", backLink);
      if (!formTokenOf(body.formToken)) {
        return sendRefusal(reply, frame, 400, "Use the button beside the alarm.", backLink);
      }
      const { repository } = options.payments;
      const alarm = (await repository.alarms()).find((each) => each.id === id);
      if (!alarm) return sendRefusal(reply, frame, 404, "There is no such alarm.", backLink);
      await repository.markAlarmDealtWith(
        id,
        staff.email,
        options.audit.line({
          action: "payment-alarm-dealt-with",
          actor: staff,
          target: `alarm:${id}`,
          detail: { kind: alarm.kind },
          address: clientAddress(request),
        }),
      );
      return reply.redirect(`${back}?alarm=dealt-with`, 303);
    },
  );
}
