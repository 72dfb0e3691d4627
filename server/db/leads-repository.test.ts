import { afterEach, describe, expect, test } from "vitest";
import {
  createBrochureRequest,
  createContact,
  createSignup,
} from "#tests/support/lead-request-factories.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

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
    // Staff notes on the person's lead go with it (a trigger of the lead tables); a note on another's lead stays.
    const leads = await app.leadQueries.listLeads("mailing");
    const noteOn = (email: string) => ({
      lead_kind: "mailing",
      lead_id: Number(leads.find((lead) => lead.email === email)?.id),
      author_id: null,
      author_email: "staff@enugutechhub.ng",
      body: `Called ${email}`,
      created_at: "2026-11-27T10:00:00.000Z",
    });
    await app.database.db
      .insertInto("lead_notes")
      .values([noteOn("gone@example.com"), noteOn("stays@example.com")])
      .execute();
    const removed = await app.erasePerson(" Gone@Example.com ");
    expect(removed).toMatchObject({
      mailing_list_signups: 1,
      contact_messages: 1,
      brochure_requests: 1,
      outbox_messages: 3,
      audit_entries_scrubbed: 0,
    });
    const notes = await app.database.db.selectFrom("lead_notes").select("body").execute();
    expect(notes.map((note) => note.body)).toEqual(["Called stays@example.com"]);
    expect((await app.leadQueries.listLeads("mailing")).map((row) => row.email)).toEqual([
      "stays@example.com",
    ]);
  });

  test("listing since a date leaves out older leads", async () => {
    app = await createTestApp({}, kind);
    await app.inject({ method: "POST", url: "/api/mailing-list", payload: createSignup() });
    expect(await app.leadQueries.listLeads("mailing", "2000-01-01")).toHaveLength(1);
    expect(await app.leadQueries.listLeads("mailing", "2999-01-01")).toHaveLength(0);
  });

  test("a repeated signup succeeds and keeps one row", async () => {
    app = await createTestApp({}, kind);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await app.inject({
        method: "POST",
        url: "/api/mailing-list",
        payload: createSignup({ email: "twice@example.com" }),
      });
    }
    expect(await app.leadQueries.countLeads("mailing")).toBe(1);
  });

  test("a lead whose mail cannot be queued is not stored either", async () => {
    app = await createTestApp({}, kind);
    const brokenMail = {
      kind: "brochure" as const,
      // A NOT NULL column left empty: the outbox insert fails inside the lead's transaction.
      to_address: null as unknown as string,
      subject: "Codeville Brochure Request",
      text_body: "x",
      attachment_name: null,
    };
    await expect(
      app.leads.addBrochureRequest("half@example.com", brokenMail, "198.51.100.7"),
    ).rejects.toThrow();
    expect(await app.leadQueries.countLeads("brochure")).toBe(0);
    expect(await app.outbox.countByStatus("queued")).toBe(0);
  });

  test("deleting an address with _ or % never removes someone else's mail", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    for (const email of ["a_b@example.com", "axb@example.com"]) {
      await app.inject({ method: "POST", url: "/api/contact", payload: createContact({ email }) });
    }
    const removed = await app.erasePerson("a_b@example.com");
    expect(removed).toMatchObject({ contact_messages: 1, outbox_messages: 1 });
    expect(await app.outbox.countByStatus("queued")).toBe(1);
    expect((await app.leadQueries.listLeads("contact")).map((row) => row.email)).toEqual([
      "axb@example.com",
    ]);
  });
});
