import type { FastifyPluginAsync } from "fastify";
import type { ServiceContent } from "#server/content/live-content.ts";
import { acceptFormPosts, formField } from "#server/payments/payment-page-parsers.ts";
import { paymentPageFrame, refusedPage } from "#server/payments/payment-pages.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import {
  payableStatement,
  refuseTooManyWithPaymentPage,
  sendPaymentPage,
} from "#server/payments/payment-replies.ts";
import type { Payments } from "#server/payments/payments.ts";
import { PaystackUnavailable } from "#server/payments/paystack-client.ts";
import { returnCookies } from "#server/payments/return-cookie.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import type { WriteRateLimit } from "#server/routes/validation.ts";

export type CheckoutRouteOptions = {
  payments: Payments;
  content: () => ServiceContent;
  /** The live release, whose stylesheet the pages link, as a publish switches it. */
  siteDir: string;
  rateLimit: WriteRateLimit;
  /** The site's address and the other origins its forms may post from (decision 022). */
  siteUrl: string;
  allowedOrigins: readonly string[];
};

/**
 * The statement's Paystack buttons (issue 35): the server opens the
 * transaction for the amount chosen (one the statement offers; any other is
 * refused), with a reference of its own and the callback address, then sends
 * the parent to Paystack's checkout (303), the link's token kept in a
 * cookie for the way back (return-cookie.ts). The parent types card details on
 * Paystack's page only. A post from another site's page is 403: a foreign
 * page holding a leaked link must not open transactions in the parent's name.
 */
export const checkoutRoute: FastifyPluginAsync<CheckoutRouteOptions> = async (app, options) => {
  acceptFormPosts(app);
  const frame = () => paymentPageFrame(options.siteDir, options.content());
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);
  refuseTooManyWithPaymentPage(app, frame);

  app.post<{ Querystring: { token?: unknown } }>(
    paymentPaths.checkout,
    { config: { rateLimit: options.rateLimit } },
    async (request, reply) => {
      if (!isFromSite(request)) return replyForeignPost(reply);
      const statement = await payableStatement(options.payments, request.query.token, reply, frame);
      if (!statement) return reply;
      const amount = Number(formField(request.body, "amount"));
      if (!Number.isSafeInteger(amount)) {
        const page = await frame();
        return sendPaymentPage(reply, 400, refusedPage(page.words.refused.chooseAmount, page));
      }
      try {
        const started = await options.payments.startCheckout(
          statement,
          amount,
          formField(request.body, "choice"),
        );
        if ("refused" in started) {
          const page = await frame();
          return sendPaymentPage(
            reply,
            400,
            refusedPage(page.words.refused[started.refused], page),
          );
        }
        return reply
          .header("set-cookie", returnCookies(options.siteUrl).set(String(request.query.token)))
          .redirect(started.authorizationUrl, 303);
      } catch (error) {
        if (!(error instanceof PaystackUnavailable)) throw error;
        request.log.warn({ reason: error.message }, "paystack could not open a checkout");
        const page = await frame();
        return sendPaymentPage(reply, 502, refusedPage(page.words.refused.unreachable, page));
      }
    },
  );
};
