import { createHmac, timingSafeEqual } from "node:crypto";

/** What Paystack sends in `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, in hex. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/**
 * Whether a webhook's signature is Paystack's for this body, compared in
 * constant time: a wrong signature takes as long to refuse whichever of its
 * characters is wrong, so it cannot be guessed one character at a time.
 */
export function isPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== "string" || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), "hex");
  const given = Buffer.from(header, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
