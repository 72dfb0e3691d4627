import type { FastifyInstance } from "fastify";
import { staffPaymentMethods } from "#schemas/staff-payments.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { formDoneOf } from "#server/payments/staff/form-done.ts";
import { type StaffMethod, sendInvoicePage } from "#server/payments/staff/invoice-page.ts";
import {
  lagosToday,
  type PaymentsPagesOptions,
} from "#server/payments/staff/payments-pages-options.ts";
import { requestedInvoice } from "#server/payments/staff/requested-invoice.ts";

export function staffMethodOf(value: unknown): StaffMethod | null {
  return staffPaymentMethods.find((method) => method === value) ?? null;
}

/** GET /payments/<call>/<reference>: an invoice's page, with the forms to record money (invoice-page.ts). */
export async function invoiceRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  app.get(
    "/payments/:call/:reference",
    { config: { roles: paymentRecorders, page: true } },
    async (request, reply) => {
      const requested = await requestedInvoice(request, reply, options);
      if (!requested) return reply;
      return sendInvoicePage(reply, requested.frame, {
        sheet: requested.sheet,
        today: lagosToday(options),
        recorded: staffMethodOf((request.query as { recorded?: unknown }).recorded),
        sent: null,
        done: formDoneOf(request.query),
      });
    },
  );
}
