import { afterEach, describe, expect, test } from "vitest";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

const minute = 60_000;

function me(cookie: string) {
  return t.staff.inject({ method: "GET", url: "/api/me", headers: { cookie } });
}

function sendCode(email: string, headers: Record<string, string> = {}) {
  return t.staff.inject({
    method: "POST",
    url: "/api/auth/email-otp/send-verification-otp",
    headers: { origin: t.origin, ...headers },
    payload: { email, type: "sign-in" },
  });
}

describe("the session cookie", () => {
  test("over HTTPS it is a __Host- cookie: Secure, HttpOnly, SameSite=Strict, Path=/, no Domain", async () => {
    t = await createStaffTestApp({ STAFF_URL: "https://staff.hub.example", TRUST_PROXY: "1" });
    await t.people.add("lead@hub.example", "staff");
    await sendCode("lead@hub.example", { "x-forwarded-proto": "https" });
    const response = await t.staff.inject({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      headers: { origin: t.origin, "x-forwarded-proto": "https" },
      payload: { email: "lead@hub.example", otp: await t.latestCode("lead@hub.example") },
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name.endsWith("session_token"));
    expect(session).toMatchObject({
      name: "__Host-staff.session_token",
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
    });
    expect(session?.domain).toBeUndefined();
  });

  test("over plain HTTP (a local machine) it is HttpOnly and SameSite=Strict, without Secure", async () => {
    t = await createStaffTestApp();
    await t.people.add("lead@hub.example", "staff");
    const cookie = await t.signIn("lead@hub.example");
    expect(cookie).toMatch(/^staff\.session_token=/);
    expect((await me(cookie)).json()).toMatchObject({ email: "lead@hub.example", role: "staff" });
  });

  test("each sign-in makes a new session id", async () => {
    t = await createStaffTestApp();
    await t.people.add("lead@hub.example", "staff");
    const first = await t.signIn("lead@hub.example");
    const second = await t.signIn("lead@hub.example");
    expect(second).not.toBe(first);
  });
});

describe("session time-outs, judged by the injected clock", () => {
  test("a session unused for longer than the idle time-out has ended", async () => {
    t = await createStaffTestApp({ STAFF_SESSION_IDLE_MINUTES: "30" });
    await t.people.add("lead@hub.example", "staff");
    const cookie = await t.signIn("lead@hub.example");
    t.advanceClock(29 * minute);
    expect((await me(cookie)).statusCode).toBe(200);
    t.advanceClock(2 * minute);
    expect((await me(cookie)).statusCode).toBe(401);
    // Ended on the server: turning the clock back does not revive it.
    t.advanceClock(-31 * minute);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  test("no session outlives the absolute limit", async () => {
    t = await createStaffTestApp({
      STAFF_SESSION_IDLE_MINUTES: "1000",
      STAFF_SESSION_MAX_HOURS: "12",
    });
    await t.people.add("lead@hub.example", "staff");
    const cookie = await t.signIn("lead@hub.example");
    t.advanceClock(11 * 60 * minute);
    expect((await me(cookie)).statusCode).toBe(200);
    t.advanceClock(61 * minute);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("ending sessions on the server", () => {
  test("signing out ends the session: its cookie no longer works", async () => {
    t = await createStaffTestApp();
    await t.people.add("lead@hub.example", "staff");
    const cookie = await t.signIn("lead@hub.example");
    const out = await t.staff.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: t.origin, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  test("an admin ends someone's sessions, and removing a person ends theirs at once", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    const first = await t.personWithRole("staff");
    const second = await t.personWithRole("staff");
    const post = (url: string) =>
      t.staff.inject({
        method: "POST",
        url,
        headers: { origin: t.origin, cookie: admin.cookie },
        payload: {},
      });
    expect((await post(`/api/people/${first.id}/end-sessions`)).statusCode).toBe(200);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await post(`/api/people/${second.id}/remove`)).statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(401);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });
});

describe("requests from elsewhere", () => {
  test("a cross-site POST is refused, signed in or not", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    for (const headers of [
      { origin: "https://evil.example" },
      {},
      { origin: t.origin, "sec-fetch-site": "cross-site" },
    ]) {
      const response = await t.staff.inject({
        method: "POST",
        url: "/api/people",
        headers: { cookie: admin.cookie, ...headers },
        payload: { email: "new@hub.example", role: "staff" },
      });
      expect(response.statusCode).toBe(403);
    }
    const signIn = await t.staff.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin: "https://evil.example" },
      payload: { email: admin.email, type: "sign-in" },
    });
    expect(signIn.statusCode).toBe(403);
    expect(await t.people.list()).toHaveLength(1);
  });
});

describe("sign-in attempts", () => {
  test("an unknown address gets the same answer as a known one, and no mail", async () => {
    t = await createStaffTestApp();
    await t.people.add("known@hub.example", "staff");
    const known = await sendCode("known@hub.example");
    const unknown = await sendCode("unknown@hub.example");
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await t.latestCode("unknown@hub.example")).toBeUndefined();
  });

  test("are limited per address, whatever the account", async () => {
    t = await createStaffTestApp({ STAFF_SIGN_IN_LIMIT: "3" });
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await sendCode(`person-${attempt}@hub.example`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
