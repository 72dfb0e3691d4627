import { afterEach, describe, expect, test } from "vitest";
import type { AccountAnswer } from "#schemas/staff.ts";
import { createSoftwarePasskey } from "#tests/support/software-passkey.ts";
import { withCookies } from "#tests/support/staff-sign-in.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

const minute = 60_000;
const android =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function get(url: string, cookie: string) {
  return t.staff.inject({ method: "GET", url, headers: { cookie } });
}

function post(url: string, cookie: string) {
  return t.staff.inject({
    method: "POST",
    url,
    headers: { origin: t.origin, cookie },
    payload: {},
  });
}

async function mailsTo(email: string) {
  return t.site.database.db
    .selectFrom("outbox_messages")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", "staff-account-notice")
    .execute();
}

async function audited(action: string) {
  return t.site.database.db
    .selectFrom("staff_audit_log")
    .selectAll()
    .where("action", "=", action)
    .execute();
}

describe("a code from email is a way to set up a passkey, not a sign-in", () => {
  test("its session may only set up a passkey: every other call says why, and it ends after 10 minutes", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    const { cookie } = await t.signInWithCode(admin.email);
    const me = await get("/api/me", cookie);
    expect(me.json()).toMatchObject({ email: admin.email, passkeyNeeded: true });
    for (const url of ["/api/people", "/api/leads", "/api/account", "/api/audit"]) {
      const refused = await get(url, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        "Set up a passkey first: a code from email or an invitation link only lets you set one up.",
      );
    }
    // Nor does the preview of saved content, a page of its own.
    expect((await get("/preview/site/", cookie)).statusCode).toBe(403);
    t.advanceClock(11 * minute);
    expect((await get("/api/me", cookie)).statusCode).toBe(401);
  });

  test("setting up a passkey ends the code's session; the new passkey signs in to everything", async () => {
    t = await createStaffTestApp();
    const person = await t.people.add("obi@hub.example", "staff");
    const { cookie } = await t.signInWithCode(person.email);
    const passkey = createSoftwarePasskey({ origin: t.origin });
    expect((await t.registerPasskey(cookie, passkey)).statusCode).toBe(200);
    expect((await get("/api/me", cookie)).statusCode).toBe(401);
    const signedIn = await t.signInWithPasskey(passkey);
    expect(signedIn.statusCode).toBe(200);
    const session = withCookies("", signedIn);
    expect((await get("/api/me", session)).json()).toMatchObject({ passkeyNeeded: false });
    expect((await get("/api/leads", session)).statusCode).toBe(200);
  });

  test("a passkey that does not check who holds it is refused, when set up and when signing in", async () => {
    t = await createStaffTestApp();
    const person = await t.people.add("obi@hub.example", "staff");
    const { cookie } = await t.signInWithCode(person.email);
    const unverified = createSoftwarePasskey({ origin: t.origin, verifiesUser: false });
    const refused = await t.registerPasskey(cookie, unverified);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/did not check that it is you/);

    const passkey = createSoftwarePasskey({ origin: t.origin });
    expect((await t.registerPasskey(cookie, passkey)).statusCode).toBe(200);
    passkey.stopVerifyingUser();
    const signIn = await t.signInWithPasskey(passkey);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toMatch(/did not check that it is you/);
  });
});

describe("a stolen session cookie", () => {
  test("cannot add a passkey once its sign-in is more than 10 minutes old; a fresh sign-in can, and the person is mailed and it is audited", async () => {
    t = await createStaffTestApp();
    const person = await t.personWithRole("admin");
    t.advanceClock(11 * minute);
    const thief = createSoftwarePasskey({ origin: t.origin });
    const stolen = await t.registerPasskey(person.cookie, thief);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe(
      "Adding a passkey needs a sign-in in the last 10 minutes. Sign in again, then add it.",
    );
    expect((await t.signInWithPasskey(thief)).statusCode).toBe(401);

    // The clock back to the library's own, which stamps the next sign-in.
    t.advanceClock(-11 * minute);
    const fresh = await t.signIn(person.email, { "user-agent": android });
    const second = createSoftwarePasskey({ origin: t.origin });
    const added = await t.registerPasskey(fresh, second, { "user-agent": android });
    expect(added.statusCode).toBe(200);
    const notices = await mailsTo(person.email);
    expect(notices.at(-1)?.text_body).toMatch(/A passkey \("Chrome on Android"\) was added/);
    expect((await audited("passkey-added")).at(-1)).toMatchObject({ actor_id: person.id });
  });

  test("turns into nothing lasting: ending all of a person's sessions also removes their passkeys, so one added with the stolen session no longer signs in", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    const victim = await t.personWithRole("staff");
    // Within 10 minutes of the victim's sign-in, the thief adds a passkey with the cookie.
    const thief = createSoftwarePasskey({ origin: t.origin });
    expect((await t.registerPasskey(victim.cookie, thief)).statusCode).toBe(200);
    expect((await t.signInWithPasskey(thief)).statusCode).toBe(200);

    const ended = await post(`/api/people/${victim.id}/end-sessions`, admin.cookie);
    expect(ended.json()).toMatchObject({ passkeys: 2 });
    expect((await t.signInWithPasskey(thief)).statusCode).toBe(401);
    expect((await get("/api/me", victim.cookie)).statusCode).toBe(401);
    expect((await mailsTo(victim.email)).at(-1)?.text_body).toMatch(
      /signed you out of the Enugu Tech Hub staff side on every device and removed your passkeys/,
    );
    // The person gets back in: a code from email, then a new passkey.
    const { cookie } = await t.signInWithCode(victim.email);
    expect(
      (await t.registerPasskey(cookie, createSoftwarePasskey({ origin: t.origin }))).statusCode,
    ).toBe(200);
  });
});

describe("your account", () => {
  test("lists your passkeys and where you are signed in; you remove a passkey and end another session, never someone else's", async () => {
    t = await createStaffTestApp();
    const person = await t.personWithRole("editor");
    const phone = await t.signIn(person.email, { "user-agent": android });
    const account = (await get("/api/account", person.cookie)).json() as AccountAnswer;
    expect(account.passkeys).toHaveLength(1);
    expect(account.passkeys[0]?.lastUsedAt).not.toBeNull();
    expect(account.sessions.filter((session) => session.current)).toHaveLength(1);
    const other = account.sessions.find((session) => session.browser === "Chrome on Android");
    expect(other).toMatchObject({ current: false, signInMethod: "passkey" });

    const stranger = await t.personWithRole("staff");
    expect((await post(`/api/account/sessions/${other?.id}/end`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/account/sessions/${other?.id}/end`, person.cookie)).statusCode).toBe(
      200,
    );
    expect((await get("/api/me", phone)).statusCode).toBe(401);

    const passkeyId = account.passkeys[0]?.id;
    expect(
      (await post(`/api/account/passkeys/${passkeyId}/remove`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/account/passkeys/${passkeyId}/remove`, person.cookie)).statusCode,
    ).toBe(200);
    expect(((await get("/api/account", person.cookie)).json() as AccountAnswer).passkeys).toEqual(
      [],
    );
    expect((await mailsTo(person.email)).at(-1)?.text_body).toMatch(/was removed from your/);
    expect(await audited("passkey-removed")).toHaveLength(1);
  });
});
