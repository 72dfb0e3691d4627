import { afterEach, describe, expect, test } from "vitest";
import {
  createBrochureRequest,
  createContact,
  createSignup,
  createTestApp,
  type TestApp,
  testDatabases,
} from "../test-support.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

describe.each(testDatabases)("storage on %s", (kind) => {
  test("deleting an address forgets the person everywhere, outbox included", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: "gone@example.com" }),
    });
    await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: createContact({ email: "gone@example.com" }),
    });
    await app.inject({
      method: "POST",
      url: "/api/v1.0/email/send",
      payload: createBrochureRequest({
        template_params: { email_subject: "x", to_email: "gone@example.com" },
      }),
    });
    await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: "stays@example.com" }),
    });
    const removed = await app.leads.deleteByEmail(" Gone@Example.com ");
    expect(removed).toEqual({
      mailing_list_signups: 1,
      contact_messages: 1,
      brochure_requests: 1,
      outbox_messages: 2,
    });
    expect((await app.leads.listLeads("mailing")).map((row) => row.email)).toEqual([
      "stays@example.com",
    ]);
  });

  test("listing since a date leaves out older leads", async () => {
    app = await createTestApp({}, kind);
    await app.inject({ method: "POST", url: "/api/mailing-list", payload: createSignup() });
    expect(await app.leads.listLeads("mailing", "2000-01-01")).toHaveLength(1);
    expect(await app.leads.listLeads("mailing", "2999-01-01")).toHaveLength(0);
  });
});
