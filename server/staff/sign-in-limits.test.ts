import { afterEach, expect, test } from "vitest";
import { createSoftwarePasskey } from "#tests/support/software-passkey.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

const minute = 60_000;

function sendCode(email: string, from = "127.0.0.1") {
  return t.staff.inject({
    method: "POST",
    url: "/api/auth/email-otp/send-verification-otp",
    headers: { origin: t.origin, "x-forwarded-for": from },
    payload: { email, type: "sign-in" },
  });
}

function tryCode(email: string, otp: string, from = "127.0.0.1") {
  return t.staff.inject({
    method: "POST",
    url: "/api/auth/sign-in/email-otp",
    headers: { origin: t.origin, "x-forwarded-for": from },
    payload: { email, otp },
  });
}

async function auditEntries(action: string) {
  return t.site.database.db
    .selectFrom("staff_audit_log")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id")
    .execute();
}

async function mailsTo(email: string, kind: string) {
  return t.site.database.db
    .selectFrom("outbox_messages")
    .select(["subject", "text_body"])
    .where("to_address", "=", email)
    .where("kind", "=", kind as never)
    .execute();
}

test("sign-ins that work are not counted: a team behind one office address signs in as often as it needs", async () => {
  t = await createStaffTestApp({ STAFF_SIGN_IN_LIMIT: "3", TRUST_PROXY: "1" });
  const people = [];
  for (let index = 0; index < 3; index += 1) {
    // Each one's first passkey comes through a code, which is counted: from a home address.
    const person = await t.people.add(`person-${index}@hub.example`, "staff");
    await t.signIn(person.email, { "x-forwarded-for": `192.0.2.${index}` });
    people.push(person);
  }
  for (let round = 0; round < 3; round += 1) {
    for (const person of people) {
      const cookie = await t.signIn(person.email, { "x-forwarded-for": "198.51.100.7" });
      expect(cookie).toMatch(/session_token=/);
    }
  }
});

test("failures from one address are limited, and the refusal says why and when to try again", async () => {
  t = await createStaffTestApp({ STAFF_SIGN_IN_LIMIT: "3", TRUST_PROXY: "1" });
  const person = await t.personWithRole("staff");
  const statuses = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    statuses.push((await tryCode(person.email, "000000", "203.0.113.9")).statusCode);
  }
  expect(statuses).toEqual([400, 400, 400, 429]);
  const refused = await tryCode(person.email, "000000", "203.0.113.9");
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
  expect(refused.json()).toEqual({
    error: "Too Many Requests",
    message:
      "Too many codes asked for or mistyped from your network. Try again in 15 minutes, or sign in with your passkey.",
  });
  // Another address is not held back, and the window slides on.
  expect((await tryCode(person.email, "000000", "203.0.113.10")).statusCode).toBe(400);
  t.advanceClock(16 * minute);
  expect((await tryCode(person.email, "000000", "203.0.113.9")).statusCode).toBe(400);
});

test("a wrong code is refused in the staff's words, not the library's", async () => {
  t = await createStaffTestApp();
  const person = await t.personWithRole("staff");
  await sendCode(person.email);
  const wrong = await tryCode(person.email, "000000");
  expect(wrong.json().message).toBe(
    "That code is not right. Check the newest email, or ask for a new code.",
  );
});

test("a stranger asking for codes from elsewhere cannot stop the owner, who is mailed once; the refusal is audited once", async () => {
  t = await createStaffTestApp({ TRUST_PROXY: "1" });
  const owner = await t.personWithRole("staff");
  // The owner signed in from the office before: a known place. An hour on, the
  // code of their first sign-in is out of the hourly count.
  await t.signIn(owner.email, { "x-forwarded-for": "198.51.100.7" });
  t.advanceClock(61 * minute);

  const strangers = [];
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    strangers.push((await sendCode(owner.email, `203.0.113.${attempt}`)).statusCode);
  }
  expect(strangers).toEqual([200, 200, 200, ...Array(8).fill(429)]);

  const atOffice = await sendCode(owner.email, "198.51.100.7");
  expect(atOffice.statusCode).toBe(200);
  const code = await t.latestCode(owner.email);
  expect((await tryCode(owner.email, String(code), "198.51.100.7")).statusCode).toBe(200);

  const alerts = await mailsTo(owner.email, "staff-sign-in-alert");
  expect(alerts).toHaveLength(1);
  expect(alerts[0]?.text_body).toMatch(/Your passkey still works/);
  const refusals = await auditEntries("sign-in-refused");
  expect(refusals).toHaveLength(1);
  expect(refusals[0]).toMatchObject({ target: owner.id, address: "203.0.113.4" });
  expect(JSON.parse(refusals[0]?.detail ?? "{}")).toMatchObject({
    method: "code-request",
    limit: "account-new-places-hour",
  });
});

test("codes for one account have a daily cap from anywhere, which lifts a day later", async () => {
  t = await createStaffTestApp({ TRUST_PROXY: "1" });
  const owner = await t.personWithRole("staff");
  await t.signIn(owner.email, { "x-forwarded-for": "198.51.100.7" });
  const statuses: number[] = [];
  for (let batch = 0; batch < 4; batch += 1) {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await sendCode(owner.email, "198.51.100.7")).statusCode);
    }
    t.advanceClock(16 * minute);
  }
  // The person's own first sign-in asked for one code: 19 more make the day's 20.
  expect(statuses.filter((status) => status === 200)).toHaveLength(19);
  const refused = await sendCode(owner.email, "198.51.100.7");
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^No more codes for this address today/);
  t.advanceClock(24 * 60 * minute);
  expect((await sendCode(owner.email, "198.51.100.7")).statusCode).toBe(200);
});

test("an address with no account is limited like one with an account, and gets the same answers", async () => {
  t = await createStaffTestApp({ TRUST_PROXY: "1" });
  const person = await t.personWithRole("staff");
  // An hour on, the code of the person's first sign-in is out of the hourly count.
  t.advanceClock(61 * minute);
  const answers = async (email: string, network: string) => {
    const seen = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await sendCode(email, `${network}.${attempt}`);
      seen.push([answer.statusCode, answer.json()]);
    }
    return seen;
  };
  expect(await answers("nobody@hub.example", "203.0.113")).toEqual(
    await answers(person.email, "192.0.2"),
  );
});

test("failed sign-ins are audited with the account they targeted: the person, or a keyed digest of an address with no account", async () => {
  t = await createStaffTestApp();
  const person = await t.personWithRole("staff");
  await tryCode(person.email, "000000");
  await tryCode("nobody@hub.example", "000000");
  const stranger = createSoftwarePasskey({ origin: t.origin });
  expect((await t.signInWithPasskey(stranger)).statusCode).toBe(401);
  const failed = await auditEntries("sign-in-failed");
  expect(failed.map((entry) => [entry.target, JSON.parse(entry.detail ?? "{}").method])).toEqual([
    [person.id, "code"],
    [null, "code"],
    [null, "passkey"],
  ]);
  const unknown = JSON.parse(failed[1]?.detail ?? "{}");
  expect(unknown.account).toMatch(/^[\w-]{22}$/);
  expect(JSON.stringify(failed)).not.toContain("nobody@hub.example");
});
