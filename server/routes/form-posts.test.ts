import { afterEach, describe, expect, test } from "vitest";
import {
  formActionPath,
  formFailedPath,
  formSentPath,
  type LeadForm,
} from "#schemas/form-posts.ts";
import { createFormPost, createSignup } from "#tests/support/lead-request-factories.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const site = "http://localhost:3000";
const urlencoded = "application/x-www-form-urlencoded";

function post(
  form: LeadForm,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: site },
) {
  return app.inject({
    method: "POST",
    url: formActionPath(form),
    headers: { "content-type": urlencoded, ...headers },
    payload: createFormPost(fields),
  });
}

const contactFields = {
  name: "Ada Okafor",
  email: "ada@example.com",
  phone: "0803 123 4567",
  message: "Hello hub",
};

async function storedCount() {
  return (
    (await app.leadQueries.countLeads("mailing")) +
    (await app.leadQueries.countLeads("contact")) +
    (await app.leadQueries.countLeads("brochure"))
  );
}

describe.each(testDatabases)("form posts on %s", (kind) => {
  test("each form stores its lead as the JSON call would and redirects to its sent page", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    const answers = [
      await post("mailing-list", { email: " Ada@Example.com " }),
      await post("contact", contactFields),
      await post("brochure", { email: "parent@example.com" }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.headers.location])).toEqual([
      [303, formSentPath("mailing-list")],
      [303, formSentPath("contact")],
      [303, formSentPath("brochure")],
    ]);
    expect(await app.leadQueries.listLeads("mailing")).toMatchObject([
      { email: "ada@example.com", status: "pending", sheet: "Mailing List" },
    ]);
    expect(await app.leadQueries.listLeads("contact")).toMatchObject([
      { ...contactFields, phone: "08031234567" },
    ]);
    expect(await app.leadQueries.listLeads("brochure")).toMatchObject([
      { email: "parent@example.com" },
    ]);
    const kinds = (await app.outbox.claimDue(new Date(), 10)).map((mail) => mail.kind);
    expect(kinds).toEqual(["confirmation", "contact-notification", "brochure"]);
  });

  test("a brochure asked for twice within the window lands on already-sent and is not sent again", async () => {
    app = await createTestApp({}, kind);
    await post("brochure", { email: "parent@example.com" });
    const again = await post("brochure", { email: "parent@example.com" });
    expect(again.headers.location).toBe(formFailedPath("brochure", "already-sent"));
    expect(await app.outbox.countByStatus("queued")).toBe(1);
  });
});

test("an invalid post lands on its first bad field's page, in the form's order, at the message of the rule it broke, and stores nothing", async () => {
  app = await createTestApp();
  const contact = await post("contact", { ...contactFields, email: "nope", phone: "12" });
  expect(contact.statusCode).toBe(303);
  expect(contact.headers.location).toBe(
    `${formFailedPath("contact", "invalid-email")}#rule-please-enter-a-valid-email`,
  );
  const name = await post("contact", { ...contactFields, name: "Evil\r\nBcc: x@y.z" });
  expect(name.headers.location).toBe(
    `${formFailedPath("contact", "invalid-name")}#rule-name-must-be-one-line-without-control-characters`,
  );
  const missing = await app.inject({
    method: "POST",
    url: formActionPath("contact"),
    headers: { "content-type": urlencoded, origin: site },
    payload: "name=Ada",
  });
  expect(missing.headers.location).toBe(
    `${formFailedPath("contact", "invalid-email")}#rule-email-is-required`,
  );
  const brochure = await post("brochure", { email: "parent@" });
  expect(brochure.headers.location).toBe(
    `${formFailedPath("brochure", "invalid-email")}#rule-please-enter-a-valid-email`,
  );
  const tooLong = await post("contact", { ...contactFields, message: "x".repeat(5_001) });
  expect(tooLong.headers.location).toBe(
    `${formFailedPath("contact", "invalid-message")}#rule-message-is-too-long`,
  );
  expect(await storedCount()).toBe(0);
});

test("a cross-site post gets 403 and stores nothing, whichever header tells", async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: "1" });
  const crossSite: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    { origin: "null", "sec-fetch-site": "cross-site" },
    { referer: "https://evil.example/page" },
    { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
  ];
  for (const headers of crossSite) {
    const response = await post("mailing-list", { email: "victim@example.com" }, headers);
    expect(response.statusCode).toBe(403);
  }
  expect(await storedCount()).toBe(0);
  // Refused before the rate limit: the visitor's own post still goes through.
  expect((await post("mailing-list", { email: "ada@example.com" })).statusCode).toBe(303);
  expect(await storedCount()).toBe(1);
});

test("the site's own posts pass: its Origin, this host's, Sec-Fetch-Site same-origin (even with Origin null), or a client that sends none of them", async () => {
  app = await createTestApp({ SITE_URL: "https://hub.example" });
  const ours: Record<string, string>[] = [
    { origin: "https://hub.example" },
    { origin: "http://localhost:80", host: "localhost:80" },
    { "sec-fetch-site": "same-origin" },
    { origin: "null", "sec-fetch-site": "same-origin" },
    { "sec-fetch-site": "none" },
    { referer: "https://hub.example/contact" },
    {},
  ];
  for (const [index, headers] of ours.entries()) {
    const response = await post("mailing-list", { email: `a${index}@example.com` }, headers);
    expect(response.headers.location).toBe(formSentPath("mailing-list"));
  }
  expect(await app.leadQueries.countLeads("mailing")).toBe(7);
});

test("a post from an ALLOWED_ORIGINS site is sent back to that site's result page", async () => {
  app = await createTestApp({ ALLOWED_ORIGINS: "https://cdn.example" });
  const response = await post(
    "mailing-list",
    { email: "ada@example.com" },
    {
      origin: "https://cdn.example",
    },
  );
  expect(response.headers.location).toBe(`https://cdn.example${formSentPath("mailing-list")}`);
});

test("a filled honeypot lands on the sent page, is counted and stores nothing", async () => {
  app = await createTestApp();
  const response = await post("contact", { ...contactFields, website: "buy now" });
  expect(response.headers.location).toBe(formSentPath("contact"));
  expect(await storedCount()).toBe(0);
  expect(await app.leadQueries.countSpam()).toBe(1);
});

test("a form and its JSON call share one rate limit per client", async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: "1" });
  await app.inject({ method: "POST", url: "/api/mailing-list", payload: createSignup() });
  const response = await post("mailing-list", { email: "obi@example.com" });
  expect(response.headers.location).toBe(formFailedPath("mailing-list", "too-many-requests"));
  expect(await app.leadQueries.countLeads("mailing")).toBe(1);
});

test("a database that is away lands on unavailable, never a 500", async () => {
  app = await createTestApp();
  await app.database.close();
  const away = await post("contact", contactFields);
  expect(away.statusCode).toBe(303);
  expect(away.headers.location).toBe(formFailedPath("contact", "unavailable"));
});

test("a 5,000-letter message in Igbo fits a form post, though its body passes 16 KB", async () => {
  app = await createTestApp();
  const message = "ị".repeat(5_000);
  const response = await post("contact", { ...contactFields, message });
  expect(response.headers.location).toBe(formSentPath("contact"));
  expect((await app.leadQueries.listLeads("contact"))[0]?.message).toBe(message);
});

test("a form path takes urlencoded bodies only", async () => {
  app = await createTestApp();
  for (const [type, payload] of [
    ["application/json", JSON.stringify({ email: "ada@example.com" })],
    ["text/plain", "email=ada@example.com"],
  ]) {
    const response = await app.inject({
      method: "POST",
      url: formActionPath("mailing-list"),
      headers: { "content-type": type as string, origin: site },
      payload,
    });
    expect(response.statusCode).toBe(415);
  }
  expect(await storedCount()).toBe(0);
});
