import { afterEach, describe, expect, test } from "vitest";
import { createContact, createSignup } from "#tests/support/lead-request-factories.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

describe.each(testDatabases)("lead endpoints on %s", (kind) => {
  test("a signup is stored once, trimmed and lower-cased, even when sent twice", async () => {
    app = await createTestApp({}, kind);
    for (const email of [" Ada@Example.COM ", "ada@example.com"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/mailing-list",
        payload: createSignup({ email }),
      });
      expect(response.statusCode).toBe(201);
    }
    const rows = await app.leadQueries.listLeads("mailing");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.com", sheet: "Mailing List" });
  });

  test("a contact message is stored, and queued to the staff when CONTACT_NOTIFY_TO is set", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: createContact(),
    });
    expect(response.statusCode).toBe(201);
    expect(await app.leadQueries.listLeads("contact")).toMatchObject([
      {
        name: "Ada Okafor",
        email: "ada@example.com",
        phone: "+2348012345678",
        message: "Hello hub",
      },
    ]);
    expect(await app.outbox.countByStatus("queued")).toBe(1);
  });

  test("unknown fields are ignored and never stored", async () => {
    app = await createTestApp({}, kind);
    const payload = { json: { ...createContact().json, admin: true, id: 99 }, extra: "x" };
    const response = await app.inject({ method: "POST", url: "/api/contact", payload });
    expect(response.statusCode).toBe(201);
    const [row] = await app.leadQueries.listLeads("contact");
    expect(Object.keys(row ?? {}).sort()).toEqual([
      "assigned_to",
      "created_at",
      "email",
      "handled_at",
      "handled_by",
      "id",
      "message",
      "name",
      "phone",
    ]);
    expect(row?.handled_at).toBeNull();
    expect(row?.id).not.toBe(99);
  });

  test("a filled honeypot is answered like a success, not stored, and counted", async () => {
    app = await createTestApp({}, kind);
    const signup = await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ website: "http://spam.example" }),
    });
    const contact = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: createContact({ website: "buy now" }),
    });
    expect([signup.statusCode, contact.statusCode]).toEqual([201, 201]);
    expect(await app.leadQueries.countLeads("mailing")).toBe(0);
    expect(await app.leadQueries.countLeads("contact")).toBe(0);
    expect(await app.leadQueries.countSpam()).toBe(2);
  });
});

test("invalid fields get a 400 naming each of them", async () => {
  app = await createTestApp();
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { json: { name: "", email: "not-an-email", phone: "12ab", message: "hi" } },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().fields).toEqual({
    name: "Name is required",
    email: "Please enter a valid email",
    phone: "Phone number is not valid",
  });
  expect(await app.leadQueries.countLeads("contact")).toBe(0);
});

test("a body over 16 KB gets 413", async () => {
  app = await createTestApp();
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: createContact({ message: "x".repeat(17_000) }),
  });
  expect(response.statusCode).toBe(413);
});

test.each([
  ["application/x-www-form-urlencoded", "email=a%40b.co&sheet=Mailing+List"],
  ["text/plain", '{"json":{"email":"a@b.co","sheet":"Mailing List"}}'],
  ["multipart/form-data; boundary=x", "--x--"],
])(
  "a %s body gets 415 with a reason, so a cross-site form post cannot write",
  async (type, payload) => {
    app = await createTestApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      headers: { "content-type": type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Send the body as application/json");
    expect(await app.leadQueries.countLeads("mailing")).toBe(0);
  },
);

test("malformed JSON gets 400", async () => {
  app = await createTestApp();
  const response = await app.inject({
    method: "POST",
    url: "/api/mailing-list",
    headers: { "content-type": "application/json" },
    payload: '{"json": {"email": ',
  });
  expect(response.statusCode).toBe(400);
});

test("writes over the rate limit get 429 with Retry-After", async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: "2" });
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: `a${attempt}@example.com` }),
    });
    statuses.push(response.statusCode);
    retryAfter = response.headers["retry-after"] as string | undefined;
  }
  expect(statuses).toEqual([201, 201, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test("the client address comes from X-Forwarded-For only when TRUST_PROXY says so", async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: "1", TRUST_PROXY: "1" });
  const send = (forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/mailing-list",
      headers: { "x-forwarded-for": forwardedFor },
      payload: createSignup({ email: `${forwardedFor.replaceAll(".", "-")}@example.com` }),
    });
  expect((await send("198.51.100.1")).statusCode).toBe(201);
  expect((await send("198.51.100.2")).statusCode).toBe(201);
  await app.cleanup();
  app = await createTestApp({ RATE_LIMIT_MAX: "1" });
  expect((await send("198.51.100.1")).statusCode).toBe(201);
  expect((await send("198.51.100.2")).statusCode).toBe(429);
});

test("the addresses of one IPv6 /64 share one rate limit; the next /64 has its own", async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: "1", TRUST_PROXY: "1" });
  const send = (forwardedFor: string, email: string) =>
    app.inject({
      method: "POST",
      url: "/api/mailing-list",
      headers: { "x-forwarded-for": forwardedFor },
      payload: createSignup({ email }),
    });
  expect((await send("2001:db8:1:2::a", "a@example.com")).statusCode).toBe(201);
  expect((await send("2001:db8:1:2:ffff::b", "b@example.com")).statusCode).toBe(429);
  expect((await send("2001:db8:1:3::a", "c@example.com")).statusCode).toBe(201);
});

test.each([
  ["one trusted hop", "1"],
  ["the proxy's address", "127.0.0.1"],
  ["the proxy's range", "127.0.0.0/8"],
])("behind %s a forged X-Forwarded-For is not believed beyond that hop", async (_name, trust) => {
  app = await createTestApp({ RATE_LIMIT_MAX: "1", TRUST_PROXY: trust });
  // The proxy appends the address it saw; whatever the client sent stays to its left.
  const send = (forged: string, seenByProxy: string, email: string) =>
    app.inject({
      method: "POST",
      url: "/api/mailing-list",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": `${forged}, ${seenByProxy}` },
      payload: createSignup({ email }),
    });
  expect((await send("6.6.6.1", "198.51.100.7", "a@example.com")).statusCode).toBe(201);
  expect((await send("6.6.6.2", "198.51.100.7", "b@example.com")).statusCode).toBe(429);
  expect((await send("6.6.6.3, 6.6.6.4", "198.51.100.7", "c@example.com")).statusCode).toBe(429);
  expect((await send("6.6.6.1", "198.51.100.8", "d@example.com")).statusCode).toBe(201);
});

test("CORS: same origin by default, listed origins when ALLOWED_ORIGINS is set", async () => {
  app = await createTestApp();
  const preflight = {
    method: "OPTIONS" as const,
    url: "/api/mailing-list",
    headers: { origin: "https://cdn.example", "access-control-request-method": "POST" },
  };
  expect((await app.inject(preflight)).headers["access-control-allow-origin"]).toBeUndefined();
  await app.cleanup();
  app = await createTestApp({ ALLOWED_ORIGINS: "https://cdn.example" });
  expect((await app.inject(preflight)).headers["access-control-allow-origin"]).toBe(
    "https://cdn.example",
  );
});

test("every response carries the security headers; HSTS only over HTTPS", async () => {
  app = await createTestApp({ TRUST_PROXY: "1" });
  const plain = await app.inject({ method: "GET", url: "/healthz" });
  expect(plain.headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  });
  expect(plain.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(plain.headers["permissions-policy"]).toContain("camera=()");
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
  const secure = await app.inject({
    method: "GET",
    url: "/healthz",
    headers: { "x-forwarded-proto": "https" },
  });
  expect(secure.headers["strict-transport-security"]).toContain("max-age=");
});

test("health: /healthz and /readyz answer 200 while the database is reachable", async () => {
  app = await createTestApp();
  expect((await app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
  expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
});

test.each([
  ["name", { name: "Evil\r\nBcc: x@y.z" }],
  ["email", { email: "ada@example.com\nBcc: x@y.z" }],
  ["phone", { phone: "0803\n123 4567" }],
  ["message", { message: "hello\u0000" }],
])(
  "a control character in %s gets a 400 naming the field and stores nothing",
  async (field, override) => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" });
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: createContact(override),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(await app.leadQueries.countLeads("contact")).toBe(0);
    expect(await app.outbox.countByStatus("queued")).toBe(0);
  },
);

test("a message keeps its line breaks", async () => {
  app = await createTestApp();
  const message = "Hello hub,\r\n\r\nMy daughter is 10.\n\tThanks";
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: createContact({ message }),
  });
  expect(response.statusCode).toBe(201);
  expect((await app.leadQueries.listLeads("contact"))[0]?.message).toBe(message);
});

test("the sheet is trimmed and must be the mailing list's", async () => {
  app = await createTestApp();
  const padded = await app.inject({
    method: "POST",
    url: "/api/mailing-list",
    payload: createSignup({ sheet: "  Mailing List " }),
  });
  expect(padded.statusCode).toBe(201);
  expect((await app.leadQueries.listLeads("mailing"))[0]?.sheet).toBe("Mailing List");
  for (const sheet of ["Payroll", "Mailing List\r\n"]) {
    const other = await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: "obi@example.com", sheet }),
    });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().fields)).toEqual(["sheet"]);
  }
  expect(await app.leadQueries.countLeads("mailing")).toBe(1);
});

test("JSON answers, errors included, are never cached", async () => {
  app = await createTestApp();
  const answers = await Promise.all([
    app.inject({ method: "GET", url: "/healthz" }),
    app.inject({ method: "POST", url: "/api/mailing-list", payload: createSignup() }),
    app.inject({ method: "POST", url: "/api/mailing-list", payload: { json: {} } }),
    app.inject({ method: "GET", url: "/api/nothing-here" }),
  ]);
  expect(answers.map((answer) => answer.headers["cache-control"])).toEqual([
    "no-store",
    "no-store",
    "no-store",
    "no-store",
  ]);
});
