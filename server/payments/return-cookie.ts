import { paymentPaths } from "#server/payments/payment-paths.ts";

/**
 * The invoice link's sealed token, kept by the browser that pressed the
 * link page's button or Pay, for an hour (decision 239): the statement is
 * the GET the button's POST leads to, read by it, so Back from Paystack
 * reads it again rather than asking to post again; and the page Paystack
 * sends the parent back to offers a way back to the invoice and the
 * receipt. The token rides in no new address and never goes to Paystack.
 * HttpOnly; SameSite=Lax, which a browser still sends on Paystack's
 * redirect (a top-level GET) and never on another site's post.
 *
 * On https it is a `__Host-` cookie (Secure, the whole host, no Domain): no
 * other host under the site's domain (the staff host, a blog, a taken-over
 * subdomain) can set one the browser would send here, which would show a
 * parent another family's invoice to pay (attack of 2026-11-29). A request
 * carrying the name twice is read as carrying none.
 */
const maxAgeSeconds = 3600;

export type ReturnCookies = {
  /** The Set-Cookie value that keeps this token. */
  set(token: string): string;
  /** The token a request's Cookie header carries, or undefined (none, twice, or malformed). */
  tokenOf(header: string | undefined): string | undefined;
};

export function returnCookies(siteUrl: string): ReturnCookies {
  const secure = siteUrl.startsWith("https:");
  // Plain http (a developer's machine) cannot keep a Secure cookie: the name without the prefix there.
  const name = secure ? "__Host-invoice_link" : "invoice_link";
  const path = secure ? "/" : paymentPaths.invoice.replace(/\/invoice$/, "");
  return {
    set: (token) =>
      [
        `${name}=${encodeURIComponent(token)}`,
        `Path=${path}`,
        `Max-Age=${maxAgeSeconds}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(secure ? ["Secure"] : []),
      ].join("; "),
    tokenOf(header) {
      const values = (header ?? "")
        .split(";")
        .map((pair) => pair.trim().split("="))
        .filter(([key]) => key === name)
        .map(([, ...value]) => value.join("="));
      if (values.length !== 1) return undefined;
      try {
        return decodeURIComponent(values[0] ?? "") || undefined;
      } catch {
        return undefined;
      }
    },
  };
}
