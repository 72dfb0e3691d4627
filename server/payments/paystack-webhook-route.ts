import type { FastifyPluginAsync } from "fastify";
import { chargeAlarm } from "#server/payments/charge-alarm.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import type { Payments } from "#server/payments/payments.ts";
import { chargeDataSchema, paystackEventSchema } from "#server/payments/paystack-client.ts";
import { isPaystackSignature } from "#server/payments/paystack-signature.ts";

export type PaystackWebhookRouteOptions = {
  payments: Payments;
  /** Null while online payment is off: every webhook is then refused. */
  secretKey: string | null;
};

/** Paystack's events are a few kilobytes; room to spare, and far below anything harmful. */
const webhookBodyLimit = 64 * 1024;

/**
 * POST /api/payments/paystack/webhook (issue 35). The raw body's HMAC-SHA512
 * with the secret key must equal `x-paystack-signature`, compared in
 * constant time: otherwise 401 and nothing changes. A signed body that is
 * not JSON, or a `charge.success` without its transaction, is 400. A
 * `charge.success` is recorded once whichever way and however often it
 * comes; one that does not match its checkout, or names a reference the hub
 * never opened, is refused, kept as an alarm for staff and logged; Paystack
 * gets 200 for it, since sending it again would change nothing. A charge for
 * an application withdrawn or declined since is recorded (the money is
 * taken) with an alarm to refund it. Other events
 * are acknowledged and ignored.
 */
export const paystackWebhookRoute: FastifyPluginAsync<PaystackWebhookRouteOptions> = async (
  app,
  options,
) => {
  app.removeAllContentTypeParsers();
  // The signature is over the bytes as sent: they are kept as they came, and parsed after.
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(paymentPaths.webhook, { bodyLimit: webhookBodyLimit }, async (request, reply) => {
    const secretKey = options.secretKey;
    if (secretKey === null) {
      return reply.code(404).send({ error: "Not Found", message: "Online payment is not set up" });
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!isPaystackSignature(secretKey, raw, request.headers["x-paystack-signature"])) {
      request.log.warn("paystack webhook with a bad signature refused");
      return reply
        .code(401)
        .send({ error: "Unauthorized", message: "The signature is not Paystack's" });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString("utf8"));
    } catch {
      return reply.code(400).send({ error: "Bad Request", message: "The body is not JSON" });
    }
    const event = paystackEventSchema.safeParse(parsed);
    if (!event.success) {
      return reply
        .code(400)
        .send({ error: "Bad Request", message: "The body is not a Paystack event" });
    }
    if (event.data.event !== "charge.success") return reply.code(200).send({ status: "ignored" });
    const charge = chargeDataSchema.safeParse(event.data.data);
    if (!charge.success) {
      return reply
        .code(400)
        .send({ error: "Bad Request", message: "The charge has no reference, amount or currency" });
    }
    const outcome = await options.payments.recordTransaction(charge.data);
    if (outcome === null) return reply.code(200).send({ status: "ignored" });
    const alarm = chargeAlarm(outcome);
    if (alarm) request.log.warn({ alarm, reference: charge.data.reference }, "payment alarm");
    return reply.code(200).send({ status: outcome.outcome });
  });
};
