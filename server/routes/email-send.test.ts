import { afterEach, expect, test } from "vitest";
import { createBrochureRequest } from "#tests/support/lead-request-factories.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const url = "/api/v1.0/email/send";

test.each(["user_id", "service_id", "template_id"])(
  "a missing %s gets 400 with the provider's text",
  async (name) => {
    app = await createTestApp();
    const payload = createBrochureRequest({ [name]: undefined });
    const response = await app.inject({ method: "POST", url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(`The ${name} parameter is required`);
  },
);

test.each([
  ["user_id", "someone-else", 403],
  ["service_id", "other_service", 400],
  ["template_id", "other_template", 400],
])("an unknown %s gets a 4xx", async (name, value, status) => {
  app = await createTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: createBrochureRequest({ [name]: value }),
  });
  expect(response.statusCode).toBe(status);
  expect(await app.leadQueries.countLeads("brochure")).toBe(0);
});

test("a brochure request is stored, queues the email with the PDF, and answers OK", async () => {
  app = await createTestApp();
  const response = await app.inject({ method: "POST", url, payload: createBrochureRequest() });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe("OK");
  expect(await app.leadQueries.listLeads("brochure")).toMatchObject([
    { email: "parent@example.com" },
  ]);
  const [mail] = await app.outbox.claimDue(new Date(Date.now() + 1000), 10);
  expect(mail).toMatchObject({
    to_address: "parent@example.com",
    subject: "Codeville Brochure Request",
    attachment_name: "codeville-brochure.pdf",
    status: "queued",
  });
});

test("a bad visitor address gets 400 naming the field and stores nothing", async () => {
  app = await createTestApp();
  const payload = createBrochureRequest({
    template_params: { email_subject: "x", to_email: "nope" },
  });
  const response = await app.inject({ method: "POST", url, payload });
  expect(response.statusCode).toBe(400);
  expect(response.json().fields).toEqual({ to_email: "Please enter a valid email" });
  expect(await app.leadQueries.countLeads("brochure")).toBe(0);
});
