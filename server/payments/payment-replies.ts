import type { FastifyInstance, FastifyReply } from "fastify";
import {
  type PaymentPageFrame,
  paymentPagePolicy,
  refusedPage,
} from "#server/payments/payment-pages.ts";

/** Sends one of the payment pages: never cached, never a referrer to carry the token on. */
export function sendPaymentPage(
  reply: FastifyReply,
  status: number,
  html: string,
  checkoutOrigins: readonly string[] = [],
) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", paymentPagePolicy(checkoutOrigins))
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .send(html);
}

/**
 * A payment route's answer to a client past its limit (@fastify/rate-limit's
 * 429, with its Retry-After): the refused page in the parent's words, where
 * the service would answer JSON a browser shows raw. Any other error goes on
 * to the service's own handler (server/http-hardening.ts).
 */
export function refuseTooManyWithPaymentPage(
  app: FastifyInstance,
  frame: () => Promise<PaymentPageFrame>,
): void {
  app.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    const page = await frame();
    return sendPaymentPage(reply, 429, refusedPage(page.words.refused.tooManyRequests, page));
  });
}
