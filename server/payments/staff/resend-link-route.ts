import type { FastifyInstance } from "fastify";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { clientAddress } from "#server/client-address.ts";
import type { LinkResendOutcome } from "#server/db/payments-repository.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { takePlainForms } from "#server/payments/staff/form-body.ts";
import { formTokenOf } from "#server/payments/staff/form-token.ts";
import { sendInvoicePage } from "#server/payments/staff/invoice-page.ts";
import { paymentLinkMail } from "#server/payments/staff/payment-link-mail.ts";
import {
  lagosToday,
  type PaymentsPagesOptions,
  paymentsPath,
} from "#server/payments/staff/payments-pages-options.ts";
import { linkRefusals, requestedInvoice } from "#server/payments/staff/requested-invoice.ts";
import { refusal } from "#server/staff/guard.ts";

/** One token. */
const formMaxBytes = 1024;

/**
 * POST /payments/<call>/<reference>/payment-link: "Send the payment link
 * again" (decision 240). Queues, through the outbox, a mail with a fresh
 * private link to the payment page, made and sealed as the offer mail's
 * (payments.linkFor, decision 232), to the application's address; with its
 * audit line (the invoice's reference), in one transaction. The form's
 * one-time token makes one press one mail. Refused (409, the invoice page
 * with the reason) when the application was erased or ended, or the invoice
 * is paid; a sent link answers 303 back to the page.
 */
export async function resendLinkRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  takePlainForms(app, formMaxBytes);
  app.post(
    "/payments/:call/:reference/payment-link",
    { config: { roles: paymentRecorders }, bodyLimit: formMaxBytes },
    async (request, reply) => {
      const requested = await requestedInvoice(request, reply, options);
      if (!requested) return reply;
      const { sheet, frame } = requested;
      const staff = request.staff;
      // The guard signs everyone in before this route; a request without a person is refused all the same.
      if (!staff) return refusal(reply, 401, "Sign in first.");
      const page = paymentsPath.invoice(sheet.address);
      const formToken = formTokenOf(
        (request.body as Record<string, unknown> | undefined)?.formToken,
      );
      if (!formToken) {
        return sendRefusal(reply, frame, 400, "Use the button on the invoice page.", {
          href: page,
          label: "Open the invoice again",
        });
      }
      const { payments } = options;
      const names = callNames(sheet.address.call, options.content());
      const outcome: LinkResendOutcome = await payments.repository.resendPaymentLink(
        { invoiceId: sheet.id, formToken },
        (invoice) => {
          const link = payments.linkFor(invoice, invoice.email);
          return paymentLinkMail(payments.sender(), {
            to: invoice.email,
            programme: names.edition ? `${names.programme} (${names.edition})` : names.programme,
            reference: invoice.reference,
            payLink: link.url,
            linkExpires: link.expires,
          });
        },
        options.audit.line({
          action: "payment-link-resent",
          actor: staff,
          target: `invoice:${sheet.id}`,
          detail: { invoice: sheet.invoice.reference },
          address: clientAddress(request),
        }),
      );
      if (outcome === "queued" || outcome === "already-queued") {
        return reply.redirect(`${page}?link=sent#`, 303);
      }
      if (outcome === "no-invoice") {
        return sendRefusal(reply, frame, 404, "There is no such invoice.", {
          href: paymentsPath.call(sheet.address.call),
          label: "Back to the invoices",
        });
      }
      // The page drawn may be out of date: the reason is the one the repository found.
      return sendInvoicePage(reply.code(outcome === "too-many" ? 429 : 409), frame, {
        sheet,
        today: lagosToday(options),
        recorded: null,
        sent: null,
        linkRefused: linkRefusals[outcome],
      });
    },
  );
}
