import type { FastifyInstance, FastifyReply } from "fastify";
import {
  endedPage,
  invalidLinkPage,
  type PaymentPageFrame,
  paymentPagePolicy,
  refusedPage,
} from "#server/payments/payment-pages.ts";
import type { InvoiceStatement, Payments } from "#server/payments/payments.ts";

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

/**
 * The statement a payment link opens, for a POST that acts on it; null once
 * the page refusing it is sent: 400 for a broken or expired link, 409 for an
 * invoice whose application was withdrawn or declined, saying what was paid.
 */
export async function payableStatement(
  payments: Payments,
  token: unknown,
  reply: FastifyReply,
  frame: () => Promise<PaymentPageFrame>,
): Promise<InvoiceStatement | null> {
  const statement = await payments.statement(token);
  if (!statement) {
    await sendPaymentPage(reply, 400, invalidLinkPage(await frame()));
    return null;
  }
  if (statement.ended) {
    const page = await frame();
    await sendPaymentPage(
      reply,
      409,
      endedPage(
        statement.invoice.reference,
        statement.ended,
        {
          received: statement.payments
            .filter((payment) => payment.method !== "refund")
            .reduce((sum, payment) => sum + payment.amount, 0),
          paid: statement.paid,
        },
        page,
      ),
    );
    return null;
  }
  return statement;
}
