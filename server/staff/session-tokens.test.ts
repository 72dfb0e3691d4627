import { createHash } from "node:crypto";
import { makeSignature } from "better-auth/crypto";
import { afterEach, describe, expect, test } from "vitest";
import { sessionTokenDigest } from "#server/staff/hashed-session-tokens.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

const secret = "a-staff-secret-of-at-least-32-characters";

function me(cookie: string) {
  return t.staff.inject({ method: "GET", url: "/api/me", headers: { cookie } });
}

/** The session token a Cookie header carries (the part before the signature). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(/staff\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "");
  return value.slice(0, value.lastIndexOf("."));
}

async function storedTokens(): Promise<string[]> {
  const rows = await t.site.database.db.selectFrom("staff_session").select("token").execute();
  return rows.map((row) => row.token);
}

describe.each(testDatabases)("a copy of the %s database", (kind) => {
  test("holds a digest of each session token, never the token the cookie carries", async () => {
    t = await createStaffTestApp({ STAFF_AUTH_SECRET: secret }, kind);
    const person = await t.personWithRole("staff");
    const token = tokenOf(person.cookie);
    expect(await storedTokens()).toContain(sessionTokenDigest(token));
    expect((await storedTokens()).join()).not.toContain(token);
  });

  test("a session's stored value, signed with the service's own secret, opens nothing", async () => {
    t = await createStaffTestApp({ STAFF_AUTH_SECRET: secret }, kind);
    const person = await t.personWithRole("admin");
    const stored = sessionTokenDigest(tokenOf(person.cookie));
    expect(await storedTokens()).toContain(stored);
    const forged = `staff.session_token=${encodeURIComponent(`${stored}.${await makeSignature(stored, secret)}`)}`;
    expect((await me(forged)).statusCode).toBe(401);
    // The real cookie still works: the digest is what the service looks up.
    expect((await me(person.cookie)).statusCode).toBe(200);
  });

  test("with STAFF_AUTH_SECRET set, no signing secret is kept in the database, and one kept before is removed", async () => {
    t = await createStaffTestApp({}, kind);
    const kept = () =>
      t.site.database.db
        .selectFrom("service_secrets")
        .select("name")
        .where("name", "=", "staff-auth")
        .execute();
    // Without the setting (a fresh machine) the secret is made and kept there.
    expect(await kept()).toHaveLength(1);
    const { buildStaffApp } = await import("#server/staff/app.ts");
    const configured = await buildStaffApp(
      { ...t.site.config, STAFF_AUTH_SECRET: secret },
      { database: t.site.database, logger: false },
    );
    await configured.close();
    expect(await kept()).toEqual([]);
  });

  test("a sign-in code is kept as a digest keyed by the secret, which a copy cannot try codes against", async () => {
    t = await createStaffTestApp({ STAFF_AUTH_SECRET: secret }, kind);
    const person = await t.personWithRole("staff");
    await t.staff.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin: t.origin },
      payload: { email: person.email, type: "sign-in" },
    });
    const code = await t.latestCode(person.email);
    const { value: stored } = await t.site.database.db
      .selectFrom("staff_verification")
      .select("value")
      .where("identifier", "=", `sign-in-otp-${person.email}`)
      .executeTakeFirstOrThrow();
    expect(stored).not.toContain(String(code));
    expect(stored).not.toContain(createHash("sha256").update(String(code)).digest("base64url"));
  });
});

test("no sign-in answer gives a script the session token", async () => {
  t = await createStaffTestApp({ STAFF_AUTH_SECRET: secret });
  const person = await t.personWithRole("staff");
  const answers = await t.signInAnswers(person.email);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    const token = tokenOf(answer.cookie);
    expect(token).not.toBe("");
    expect(answer.body).not.toContain(token);
    expect(answer.body).not.toMatch(/"token"/);
  }
});
