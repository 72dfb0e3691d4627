import type { FastifyInstance } from "fastify";
import { recordPaymentSchema } from "#schemas/staff-payments.ts";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { clientAddress } from "#server/client-address.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { formField, takePlainForms } from "#server/payments/staff/form-body.ts";
import { formTokenOf } from "#server/payments/staff/form-token.ts";
import { type SentForm, sendInvoicePage } from "#server/payments/staff/invoice-page.ts";
import { staffMethodOf } from "#server/payments/staff/invoice-route.ts";
import { koboFromNaira } from "#server/payments/staff/naira-amount.ts";
import {
  lagosToday,
  type PaymentsPagesOptions,
  paymentsPath,
} from "#server/payments/staff/payments-pages-options.ts";
import { recordStaffPayment } from "#server/payments/staff/record-staff-payment.ts";
import { requestedInvoice } from "#server/payments/staff/requested-invoice.ts";
import { refusal } from "#server/staff/guard.ts";

/** Four short fields, a 500-character note among them, each character up to nine bytes encoded. */
const formMaxBytes = 8 * 1024;

/**
 * POST /payments/<call>/<reference>/payments: the invoice page's form to
 * record a bank transfer or a refund, as a plain form post (the guard's
 * same-origin check is its CSRF protection). The amount is naira as a
 * person types it, turned into exact kobo; then the same recording as the
 * JSON call (record-staff-payment.ts): its rules, receipt and audit line.
 * A refusal answers 400 with the invoice page, the reason above the form
 * and what was typed still in it; a recording, 303 back to the page. The
 * form's one-time token makes it record once: sent again, or twice at
 * once, it lands on the same page and stores nothing more.
 */
export async function recordPaymentRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  takePlainForms(app, formMaxBytes);

  app.post(
    "/payments/:call/:reference/payments",
    { config: { roles: paymentRecorders }, bodyLimit: formMaxBytes },
    async (request, reply) => {
      const requested = await requestedInvoice(request, reply, options);
      if (!requested) return reply;
      const { sheet, frame } = requested;
      const staff = request.staff;
      // The guard signs everyone in before this route; a request without a person is refused all the same.
      if (!staff) return refusal(reply, 401, "Sign in first.");
      const body = (request.body ?? {}) as Record<string, unknown>;
      const method = staffMethodOf(body.method);
      const formToken = formTokenOf(body.formToken);
      if (!method || !formToken) {
        return sendRefusal(
          reply,
          frame,
          400,
          "Use the invoice page's forms: record a bank transfer or a refund.",
          { href: paymentsPath.invoice(sheet.address), label: "Open the invoice again" },
        );
      }
      const typed = {
        method,
        amount: formField(body, "amount"),
        paidOn: formField(body, "paidOn"),
        note: formField(body, "note"),
        overPaid: method === "bank-transfer" && body.overPaid === "yes",
        formToken,
      };
      const today = lagosToday(options);
      const refuse = (reason: string, status: 400 | 404 | 409 = 400) => {
        const sent: SentForm = { ...typed, refused: reason };
        return sendInvoicePage(reply.code(status), frame, {
          sheet,
          today,
          recorded: null,
          sent,
        });
      };
      const amount = koboFromNaira(typed.amount);
      if ("refused" in amount) return refuse(amount.refused);
      const parsed = recordPaymentSchema.safeParse({
        method,
        amount: amount.kobo,
        paidOn: typed.paidOn,
        note: typed.note,
      });
      if (!parsed.success) {
        return refuse(parsed.error.issues[0]?.message ?? "Check the form and send it again.");
      }
      const outcome = await recordStaffPayment(
        { ...options, today: () => today },
        {
          invoiceId: sheet.id,
          payment: parsed.data,
          staff,
          address: clientAddress(request),
          formToken,
          overPaymentConfirmed: typed.overPaid,
        },
      );
      if ("refused" in outcome) return refuse(outcome.refused, outcome.status);
      // The empty fragment replaces the form's "#…-refused", which a redirect would keep:
      // the recorded page opens at its top, and its address does not say refused.
      return reply.redirect(`${paymentsPath.invoice(sheet.address)}?recorded=${method}#`, 303);
    },
  );
}
