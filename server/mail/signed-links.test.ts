import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { createDatabase } from "#server/db/database.ts";
import { linkSealer, linkSecret } from "#server/mail/signed-links.ts";

const sealer = linkSealer("a-test-secret-of-at-least-32-characters");
const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86_400;

/** A token whose last character carries unused bits, so another character decodes alike. */
function tokenWithPaddingBits() {
  for (let length = 1; length < 10; length += 1) {
    const email = `${"a".repeat(length)}@example.com`;
    const token = sealer.seal({ purpose: "confirm", email, expires: inAWeek(), nonce: "n" });
    if (token.length % 4 !== 0) return token;
  }
  throw new Error("every token had a whole number of base64 groups");
}

test("a genuine token opens", () => {
  const token = sealer.seal({
    purpose: "confirm",
    email: "ada@example.com",
    expires: inAWeek(),
    nonce: "n",
  });
  expect(sealer.open(token, "confirm")?.email).toBe("ada@example.com");
});

test("only the canonical encoding opens: junk appended, padding, or a changed padding bit is refused", () => {
  const token = tokenWithPaddingBits();
  expect(sealer.open(token, "confirm")).not.toBeNull();
  const bytes = Buffer.from(token, "base64url");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const sameBytes = [...alphabet]
    .map((character) => `${token.slice(0, -1)}${character}`)
    .filter((variant) => variant !== token && Buffer.from(variant, "base64url").equals(bytes));
  expect(sameBytes.length).toBeGreaterThan(0);
  for (const variant of [...sameBytes, `${token}!`, `${token}.`, `${token}==`, ` ${token}`]) {
    expect(sealer.open(variant, "confirm")).toBeNull();
  }
});

test("a receipt token names its invoice and payment, and opens as nothing else", () => {
  const token = sealer.seal({
    purpose: "receipt",
    email: "parent@example.com",
    invoice: 4,
    payment: 9,
    expires: inAWeek(),
  });
  expect(sealer.open(token, "receipt")).toMatchObject({ invoice: 4, payment: 9 });
  expect(sealer.open(token, "invoice")).toBeNull();
  const withoutPayment = sealer.seal({
    purpose: "invoice",
    email: "parent@example.com",
    invoice: 4,
    expires: inAWeek(),
  });
  expect(sealer.open(withoutPayment, "receipt")).toBeNull();
});

test("a configured LINK_SIGNING_SECRET removes the one the database kept, so no later copy of the database makes links", async () => {
  const directory = mkdtempSync(join(tmpdir(), "link-secret-"));
  const database = await createDatabase({ SQLITE_PATH: join(directory, "leads.db") });
  try {
    const kept = await linkSecret(database, undefined);
    expect(await linkSecret(database, undefined)).toBe(kept);
    const configured = "a-configured-secret-of-at-least-32-characters";
    expect(await linkSecret(database, configured)).toBe(configured);
    const rows = await database.db.selectFrom("service_secrets").select("value").execute();
    expect(rows.map((row) => row.value)).not.toContain(kept);
  } finally {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  }
});
