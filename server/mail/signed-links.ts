import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Database } from "#server/db/database.ts";
import { serviceSecrets } from "#server/db/service-secrets.ts";

/**
 * What a link in a mail may do, for which address, until when (epoch
 * seconds). A confirmation link also names the signup that issued it
 * (issue 25, item 4).
 */
export type LinkPayload =
  | { purpose: "confirm"; email: string; expires: number; nonce: string }
  | { purpose: "unsubscribe"; email: string; expires: number }
  | { purpose: "invoice"; email: string; expires: number; invoice: number }
  /** One payment's receipt, and nothing else of its invoice (decision 232). */
  | { purpose: "receipt"; email: string; expires: number; invoice: number; payment: number }
  | { purpose: "application-status"; email: string; expires: number; application: number }
  | { purpose: "leave-waitlist"; email: string; expires: number; programme: string }
  /** Puts a place left back on its waitlist (decision 247). */
  | { purpose: "rejoin-waitlist"; email: string; expires: number; programme: string };

/** A confirmation link works for a week; so does a waitlist's link back (decision 247). */
export const confirmLinkDays = 7;
/** An unsubscribe link works for two years: long after anyone reads the mail it came in. */
export const unsubscribeLinkDays = 730;
/**
 * An application's status link works for a year after applying: through the
 * selection, the programme and its fees, whichever the stage (decision 203).
 */
export const applicationStatusLinkDays = 365;

/**
 * Sealed links for the mailing list's mails (issue 12): AES-256-GCM, so a
 * token can be neither forged nor changed, and the address inside it stays
 * out of URLs, browser histories and proxy logs.
 */
export function linkSealer(secret: string) {
  const key = createHash("sha256").update(`mailing-list-links:${secret}`).digest();
  return {
    seal(payload: LinkPayload): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([
        cipher.update(JSON.stringify(payload), "utf8"),
        cipher.final(),
      ]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
    },
    /** The payload of a genuine, unexpired token of this purpose; null for anything else. */
    open<P extends LinkPayload["purpose"]>(
      token: unknown,
      purpose: P,
      at = Date.now(),
    ): Extract<LinkPayload, { purpose: P }> | null {
      if (typeof token !== "string" || token.length < 40 || token.length > 2_000) return null;
      const bytes = Buffer.from(token, "base64url");
      // Node's decoder skips stray characters and a last character's unused
      // bits; only the one encoding seal() makes is accepted (issue 25, item 6).
      if (bytes.toString("base64url") !== token) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        const text = Buffer.concat([
          decipher.update(bytes.subarray(12, bytes.length - 16)),
          decipher.final(),
        ]).toString("utf8");
        const payload = JSON.parse(text) as Record<string, unknown>;
        if (payload.purpose !== purpose || typeof payload.email !== "string") return null;
        // Every token expires; one without a time is refused, not kept for ever.
        if (typeof payload.expires !== "number" || payload.expires * 1000 < at) return null;
        if (purpose === "confirm" && typeof payload.nonce !== "string") return null;
        if (
          (purpose === "invoice" || purpose === "receipt") &&
          !Number.isSafeInteger(payload.invoice)
        ) {
          return null;
        }
        if (purpose === "receipt" && !Number.isSafeInteger(payload.payment)) return null;
        if (purpose === "application-status" && !Number.isSafeInteger(payload.application)) {
          return null;
        }
        if (
          (purpose === "leave-waitlist" || purpose === "rejoin-waitlist") &&
          typeof payload.programme !== "string"
        ) {
          return null;
        }
        return payload as Extract<LinkPayload, { purpose: P }>;
      } catch {
        return null;
      }
    },
  };
}

export type LinkSealer = ReturnType<typeof linkSealer>;

/**
 * LINK_SIGNING_SECRET when set; otherwise one made at first start and kept in
 * the database, so links survive restarts and every instance opens the others'.
 * A configured secret removes the kept one: no copy of the database taken
 * after holds a key that makes links (decision 232).
 */
export async function linkSecret(database: Database, configured: string | undefined) {
  const secrets = serviceSecrets(database);
  if (configured) {
    await secrets.forget("link-signing");
    return configured;
  }
  return secrets.keptOrMade("link-signing");
}
