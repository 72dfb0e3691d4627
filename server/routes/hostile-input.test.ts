import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formActionPath, formSentPath, leadForms } from "#schemas/form-posts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: "1000000", MAIL_HOURLY_BUDGET: "1000000" });
});
afterAll(async () => {
  await app.cleanup();
});

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.constantFrom(
    "'; DROP TABLE mailing_list_signups; --",
    "<script>alert(1)</script>",
    "a@b.co\u0000",
    '=HYPERLINK("http://evil")',
    "x".repeat(20_000),
    "ada@example.com",
    "+2348012345678",
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.object(),
  fc.array(fc.anything()),
);
const leadBody = fc.oneof(
  fc.anything(),
  fc.record({
    json: fc.dictionary(
      fc.constantFrom(
        "email",
        "sheet",
        "name",
        "phone",
        "message",
        "website",
        "__proto__",
        "constructor",
      ),
      hostileValue,
    ),
  }),
  fc.record({
    user_id: hostileValue,
    service_id: hostileValue,
    template_id: hostileValue,
    template_params: fc.oneof(
      hostileValue,
      fc.record({ to_email: hostileValue, email_subject: hostileValue }),
    ),
  }),
);

async function storedCount() {
  return (
    (await app.leadQueries.countLeads("mailing")) +
    (await app.leadQueries.countLeads("contact")) +
    (await app.leadQueries.countLeads("brochure"))
  );
}

// 300 runs against a real database: seconds on a busy machine.
test("random and hostile bodies never produce a 5xx, and rows are stored only for valid ones", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("/api/mailing-list", "/api/contact", "/api/v1.0/email/send"),
      leadBody,
      async (url, body) => {
        const before = await storedCount();
        const payload = body === undefined ? "" : JSON.stringify(body);
        const response = await app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode).toBeLessThan(500);
        const after = await storedCount();
        if (response.statusCode >= 400) expect(after).toBe(before);
        else expect(after - before).toBeLessThanOrEqual(1);
      },
    ),
    { numRuns: 300 },
  );
}, 30_000);

const formBody = fc.oneof(
  fc.string(),
  fc.dictionary(
    fc.constantFrom("email", "name", "phone", "message", "website", "sheet", "__proto__", "%zz"),
    hostileString,
  ),
);
const formHeaders = fc.record(
  {
    origin: fc.constantFrom("http://localhost:3000", "https://evil.example", "null", "%%"),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "bogus"),
    referer: fc.constantFrom("http://localhost:3000/contact", "https://evil.example/", "::"),
  },
  { requiredKeys: [] },
);

test("random and hostile form posts never produce a 5xx; only a post that lands on a sent page stores one row", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...leadForms),
      formBody,
      formHeaders,
      async (form, body, headers) => {
        const before = await storedCount();
        const response = await app.inject({
          method: "POST",
          url: formActionPath(form),
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          payload: typeof body === "string" ? body : new URLSearchParams(body).toString(),
        });
        expect(response.statusCode).toBeLessThan(500);
        const stored = (await storedCount()) - before;
        if (response.headers.location === formSentPath(form)) expect(stored).toBeLessThanOrEqual(1);
        else expect(stored).toBe(0);
      },
    ),
    { numRuns: 300 },
  );
}, 30_000);
