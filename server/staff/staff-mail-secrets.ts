import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const version = "v1";

/**
 * Seals a secret with AES-256-GCM under a key derived from the staff signing
 * secret, which production keeps out of the database (decision 145): a copy
 * or backup of the outbox holds no code and no link that works.
 */
export function staffMailSeal(signingSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", signingSecret, "", "staff-mail-secret", 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [version, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    /** The secret; throws when the seal is not one of ours or the key has changed since. */
    open(sealed: string): string {
      const [tag, iv = "", body = "", authTag = ""] = sealed.split(".");
      if (tag !== version) throw new Error("not a sealed staff mail secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(authTag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

export type StaffMailSeal = ReturnType<typeof staffMailSeal>;
