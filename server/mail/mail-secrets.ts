import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const version = "v1";

/**
 * A bearer link or code, sealed for the outbox: only `mailSecrets(…).seal`
 * makes one, so a mail builder that takes it cannot be handed the link in
 * clear by mistake. The mail's text holds `secretMark` in its place.
 */
export type SealedMailSecret = string & { readonly sealedMailSecret: unique symbol };

/**
 * Seals the secret a mail carries (a staff sign-in code or invitation, an
 * applicant's status link, a parent's payment or receipt link) with
 * AES-256-GCM under a key derived from STAFF_AUTH_SECRET, which production
 * keeps out of the database (decision 145): a copy or backup of the outbox
 * holds no code and no link that works (decisions 146 and 232).
 */
export function mailSecrets(signingSecret: string) {
  // The label is the one staff mail was first sealed with: a new one would
  // leave the mail waiting at an upgrade unopenable.
  const key = Buffer.from(hkdfSync("sha256", signingSecret, "", "staff-mail-secret", 32));
  return {
    seal(secret: string): SealedMailSecret {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [version, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".") as SealedMailSecret;
    },
    /** The secret; throws when the seal is not one of ours or the key has changed since. */
    open(sealed: string): string {
      const [tag, iv = "", body = "", authTag = ""] = sealed.split(".");
      if (tag !== version) throw new Error("not a sealed mail secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(authTag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

export type MailSecrets = ReturnType<typeof mailSecrets>;
