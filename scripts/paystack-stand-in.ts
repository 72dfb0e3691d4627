/**
 * The tests' Paystack stand-in (tests/support/paystack-stand-in.ts) on a fixed
 * port, to try the pay flow by hand on a machine without Paystack keys or the
 * internet (docs/payments.md, "Trying the pay flow locally"). Its checkout page
 * has one Pay button; paying sends the signed webhook to the service at SITE_URL.
 */
import { postTo, standInKeys, startPaystackStandIn } from "#tests/support/paystack-stand-in.ts";

const port = Number(process.env.PAYSTACK_STAND_IN_PORT ?? "4999");
const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const standIn = await startPaystackStandIn({
  port,
  webhook: postTo(`${site}/api/payments/paystack/webhook`),
});
process.stdout.write(`Paystack stand-in on ${standIn.url}; webhooks go to ${site}.
Start the service with:

  PAYSTACK_API_URL=${standIn.url} \\
  PAYSTACK_SECRET_KEY=${standInKeys.PAYSTACK_SECRET_KEY} \\
  PAYSTACK_PUBLIC_KEY=${standInKeys.PAYSTACK_PUBLIC_KEY} \\
  SITE_URL=${site} npm run serve

Ctrl-C stops the stand-in; what it took is forgotten.
`);
