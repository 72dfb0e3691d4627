import type { FastifyInstance } from "fastify";
import { alarmDealtWithRoute } from "#server/payments/staff/alarm-dealt-with-route.ts";
import { callPaymentsRoute } from "#server/payments/staff/call-payments-route.ts";
import { invoiceDocumentsRoute } from "#server/payments/staff/invoice-documents-route.ts";
import { invoiceRoute } from "#server/payments/staff/invoice-route.ts";
import { paymentsExportRoute } from "#server/payments/staff/payments-export-route.ts";
import type { PaymentsPagesOptions } from "#server/payments/staff/payments-pages-options.ts";
import { paymentsRoute } from "#server/payments/staff/payments-route.ts";
import { recordPaymentRoute } from "#server/payments/staff/record-payment-route.ts";
import { resendLinkRoute } from "#server/payments/staff/resend-link-route.ts";

/** The payments pages of the staff side (issue 35), drawn by the server as the applications pages are (decision 198). */
export async function staffPayments(app: FastifyInstance, options: PaymentsPagesOptions) {
  await app.register(paymentsRoute, options);
  await app.register(callPaymentsRoute, options);
  await app.register(paymentsExportRoute, options);
  await app.register(invoiceRoute, options);
  await app.register(recordPaymentRoute, options);
  await app.register(invoiceDocumentsRoute, options);
  await app.register(alarmDealtWithRoute, options);
  await app.register(resendLinkRoute, options);
}
