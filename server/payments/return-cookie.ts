import { paymentPaths } from "#server/payments/payment-paths.ts";

/**
 * The invoice link's sealed token, kept by the browser that pressed the
 * link page's button or Pay, for an hour (decision 239): the statement is
 * the GET the button's POST leads to, read by it, so Back from Paystack
 * reads it again rather than asking to post again; and the page Paystack
 * sends the parent back to offers a way back to the invoice and the
 * receipt. The token rides in no new address and never goes to Paystack.
 * HttpOnly, and only for the payment addresses; SameSite=Lax, which a
 * browser still sends on Paystack's redirect (a top-level GET) and never on
 * another site's post.
 */
const name = "invoice_link";

/** An hour: longer than a parent takes on Paystack's page, short on a shared phone. */
const maxAgeSeconds = 3600;

export function returnCookie(token: string, secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(token)}`,
    `Path=${paymentPaths.invoice.replace(/\/invoice$/, "")}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The token a request's cookies carry, or undefined. */
export function returnCookieToken(header: string | undefined): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}
