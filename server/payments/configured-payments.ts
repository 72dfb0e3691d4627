import type { LiveContent } from "#server/content/live-content.ts";
import type { Database } from "#server/db/database.ts";
import { paymentsRepository } from "#server/db/payments-repository.ts";
import type { ServerConfig } from "#server/env.ts";
import type { MailSecrets } from "#server/mail/mail-secrets.ts";
import { linkSealer, linkSecret } from "#server/mail/signed-links.ts";
import { payments } from "#server/payments/payments.ts";
import { paystackClient } from "#server/payments/paystack-client.ts";

/** Paystack's hosted checkout, where a parent types card details (never on the hub's pages). */
const paystackCheckoutOrigin = "https://checkout.paystack.com";

/**
 * The payments unit as the configuration sets it up, one for the public app
 * and one for the staff app: Paystack only when its keys are set.
 */
export async function configuredPayments(
  config: ServerConfig,
  database: Database,
  content: LiveContent,
  mailSecrets: MailSecrets,
  fetchImpl?: typeof fetch,
) {
  const sealer = linkSealer(await linkSecret(database, config.LINK_SIGNING_SECRET));
  const paystack = config.PAYSTACK_SECRET_KEY
    ? paystackClient({
        secretKey: config.PAYSTACK_SECRET_KEY,
        apiUrl: config.PAYSTACK_API_URL,
        ...(fetchImpl ? { fetchImpl } : {}),
      })
    : null;
  return {
    payments: payments({
      repository: paymentsRepository(database),
      content: () => content.current(),
      sender: () => content.current().identity,
      sealer,
      mailSecrets,
      siteUrl: config.SITE_URL,
      paystack,
    }),
    /** Where the pages' forms may lead: Paystack's checkout (the stand-in's, in tests). */
    checkoutOrigins: paystack
      ? [...new Set([paystackCheckoutOrigin, new URL(config.PAYSTACK_API_URL).origin])]
      : [],
  };
}
