import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#server/test-support.ts";

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

// 300 runs against a real database: seconds on a busy machine.
test("random and hostile bodies never produce a 5xx, and rows are stored only for valid ones", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("/api/mailing-list", "/api/contact", "/api/v1.0/email/send"),
      leadBody,
      async (url, body) => {
        const before =
          (await app.leads.countLeads("mailing")) +
          (await app.leads.countLeads("contact")) +
          (await app.leads.countLeads("brochure"));
        const payload = body === undefined ? "" : JSON.stringify(body);
        const response = await app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode).toBeLessThan(500);
        const after =
          (await app.leads.countLeads("mailing")) +
          (await app.leads.countLeads("contact")) +
          (await app.leads.countLeads("brochure"));
        if (response.statusCode >= 400) expect(after).toBe(before);
        else expect(after - before).toBeLessThanOrEqual(1);
      },
    ),
    { numRuns: 300 },
  );
}, 30_000);
