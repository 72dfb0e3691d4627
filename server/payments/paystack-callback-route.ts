import type { FastifyPluginAsync } from "fastify";
import type { ServiceContent } from "#server/content/live-content.ts";
import { chargeAlarm } from "#server/payments/charge-alarm.ts";
import { invoiceReferenceOf } from "#server/payments/checkout-reference.ts";
import {
  type PaymentResult,
  paymentPageFrame,
  paymentResultPage,
  type WayBack,
} from "#server/payments/payment-pages.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import { refuseTooManyWithPaymentPage, sendPaymentPage } from "#server/payments/payment-replies.ts";
import type { Payments } from "#server/payments/payments.ts";
import { PaystackUnavailable } from "#server/payments/paystack-client.ts";
import { returnCookies } from "#server/payments/return-cookie.ts";
import type { WriteRateLimit } from "#server/routes/validation.ts";

export type PaystackCallbackRouteOptions = {
  payments: Payments;
  content: () => ServiceContent;
  /** The live release, whose stylesheet the pages link, as a publish switches it. */
  siteDir: string;
  /** Each return costs a call to Paystack, so it is limited as the forms' posts are. */
  rateLimit: WriteRateLimit;
  /** The site's address: on https the invoice's cookie is a `__Host-` one. */
  siteUrl: string;
};

/**
 * Where Paystack sends the parent back (`?reference=…&trxref=…`): the
 * service asks Paystack's verify call how the transaction ended, records it
 * when it succeeded for the amount the checkout asked (the webhook may have
 * done so already: one payment either way) and tells the parent in plain
 * words. The address only names a transaction; nothing is believed from it.
 * A reference not of the service's shape is refused (400) without asking
 * Paystack, and each address may ask only so often.
 */
export const paystackCallbackRoute: FastifyPluginAsync<PaystackCallbackRouteOptions> = async (
  app,
  options,
) => {
  const frame = () => paymentPageFrame(options.siteDir, options.content());
  refuseTooManyWithPaymentPage(app, frame);

  /**
   * The buttons back to the invoice and the receipt, for the browser whose
   * cookie holds a link to the invoice this transaction is for; none for
   * another browser, or a link to another invoice.
   */
  async function wayBack(
    cookies: string | undefined,
    invoiceReference: string,
    transaction: string,
  ): Promise<WayBack | null> {
    const token = returnCookies(options.siteUrl).tokenOf(cookies);
    const statement = token === undefined ? null : await options.payments.statement(token);
    if (!token || statement?.invoice.reference !== invoiceReference) return null;
    const payment = statement.payments.find((made) => made.providerReference === transaction);
    return { token, payment: payment?.id ?? null };
  }

  app.get<{ Querystring: { reference?: unknown; trxref?: unknown } }>(
    paymentPaths.callback,
    { config: { rateLimit: options.rateLimit } },
    async (request, reply) => {
      const given = request.query.reference ?? request.query.trxref;
      const invoiceReference = invoiceReferenceOf(given);
      if (typeof given !== "string" || invoiceReference === null) {
        return sendPaymentPage(reply, 400, paymentResultPage({ kind: "unknown" }, await frame()));
      }
      let result: PaymentResult;
      try {
        const outcome = await options.payments.verifyAndRecord(given);
        const alarm = typeof outcome === "string" ? null : chargeAlarm(outcome);
        if (alarm) request.log.warn({ alarm, reference: given }, "payment alarm");
        if (outcome === "unknown" || outcome === "not-paid") result = { kind: outcome };
        else if (outcome.outcome === "refused") {
          result =
            outcome.alarm === "unknown-reference"
              ? { kind: "unknown" }
              : { kind: "held", reference: invoiceReference };
        } else if (outcome.outcome === "recorded-to-refund") {
          result = {
            kind: "to-refund",
            reference: outcome.invoiceReference,
            amount: outcome.amount,
            ended: outcome.ended,
          };
        } else {
          result = {
            kind: "received",
            reference: outcome.invoiceReference,
            amount: outcome.amount,
            overPaid: outcome.overPaid ?? 0,
          };
        }
      } catch (error) {
        if (!(error instanceof PaystackUnavailable)) throw error;
        request.log.warn({ reason: error.message }, "paystack could not verify a payment");
        result = { kind: "unavailable" };
      }
      const status = {
        received: 200,
        held: 200,
        "to-refund": 200,
        "not-paid": 200,
        unknown: 404,
        unavailable: 502,
      };
      const back = await wayBack(request.headers.cookie, invoiceReference, given);
      return sendPaymentPage(
        reply,
        status[result.kind],
        paymentResultPage(result, await frame(), back),
      );
    },
  );
};
