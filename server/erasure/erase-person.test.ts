import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { readWaitlistMails } from "#content-model/site/waitlist-mails.server.ts";
import { addressHash, erasureLedger } from "#server/db/erasure-ledger.ts";
import { waitlistRepository } from "#server/db/waitlist-repository.ts";
import { waitlistJoinedNotice, waitlistRejoinNotice } from "#server/mail/waitlist-messages.ts";
import { admissionFilesDirectory } from "#server/talent/resume-store.ts";
import { storedApplication } from "#tests/support/admission-test-kit.ts";
import { createContact, createSignup } from "#tests/support/lead-request-factories.ts";
import {
  applicationFields,
  fieldParts,
  hiringRequestFields,
  pdfOfSize,
  talentFormPost,
} from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

describe.each(testDatabases)("a person's erasure, on %s", (kind) => {
  let app: TestApp;
  afterEach(async () => {
    await app?.cleanup();
  });

  /** Every row of every table of the database, as text, that holds `address` in any case. */
  async function rowsHolding(address: string): Promise<Record<string, number>> {
    const tables = await app.database.db.introspection.getTables();
    const found: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
        table.name,
      )}`.execute(app.database.db);
      const holding = rows.filter((row) =>
        JSON.stringify(row).toLowerCase().includes(address.toLowerCase()),
      ).length;
      if (holding > 0) found[table.name] = holding;
    }
    return found;
  }

  /** What one person can leave: a lead of every form, a programme application with its file, note and history, a waitlist place told of a call, the mails about them, and an audit entry that quoted them. */
  async function everythingOf(email: string) {
    const posts = [
      { url: "/api/contact", payload: createContact({ email }) },
      { url: "/api/mailing-list", payload: createSignup({ email }) },
      {
        url: "/api/v1.0/email/send",
        payload: {
          lib_version: "4.4.1",
          user_id: "codeville-site",
          service_id: "codeville_mail",
          template_id: "brochure_request",
          template_params: { email_subject: "Codeville Brochure Request", to_email: email },
        },
      },
    ];
    for (const post of posts) {
      const answer = await app.inject({ method: "POST", ...post });
      expect(answer.statusCode, post.url).toBeLessThan(300);
    }
    const resume = {
      name: "resume",
      filename: "cv.pdf",
      type: "application/pdf",
      content: pdfOfSize(900),
    };
    for (const [form, parts] of [
      ["application", [...fieldParts(applicationFields({ email })), resume]],
      ["hiring-request", fieldParts(hiringRequestFields({ email }))],
    ] as const) {
      const answer = await app.inject(talentFormPost(form, [...parts]));
      expect(answer.statusCode, form).toBe(201);
    }

    const folder = admissionFilesDirectory(app.config.UPLOADS_DIR);
    mkdirSync(folder, { recursive: true });
    const file = randomBytes(16).toString("hex");
    writeFileSync(join(folder, file), pdfOfSize(900));
    const reference = await storedApplication(app.database, {
      email,
      answers: { email },
      file: { file, name: "answers.pdf", bytes: 900, sha256: "0".repeat(64) },
    });
    const { db } = app.database;
    const { id } = await db
      .selectFrom("admission_applications")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto("admission_notes")
      .values({
        application_id: id,
        author_id: null,
        author_email: "staff@hub.example",
        body: `Called ${email}`,
        created_at: at,
      })
      .execute();
    await db
      .insertInto("admission_stage_changes")
      .values({
        application_id: id,
        from_stage: "received",
        to_stage: "reviewing",
        staff_id: null,
        staff_email: "staff@hub.example",
        at,
      })
      .execute();

    const place = { programme: "kids-code-camp", name: "Ada", email, childAge: null };
    await waitlistRepository(app.database, app.leads).join(
      place,
      {
        welcome: waitlistJoinedNotice(readWaitlistMails(), {
          to: email,
          programme: place.programme,
          leaveUrl: "https://hub.example/waitlist/kids-code-camp/leave/",
        }),
        rejoin: waitlistRejoinNotice(readWaitlistMails(), {
          to: email,
          programme: place.programme,
          rejoinUrl: "https://hub.example/waitlist/kids-code-camp/rejoin/",
        }),
      },
      "203.0.113.7",
    );
    const entry = await db
      .selectFrom("waitlist_entries")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("waitlist_notices")
      .values({ entry_id: entry.id, call: "kids-code-camp-2027", queued_at: at })
      .execute();

    // A staff member's mail about the lead answers to the person without quoting them.
    await db
      .insertInto("outbox_messages")
      .values({
        kind: "contact-alert",
        to_address: "staff@hub.example",
        subject: "New lead: Contact message",
        text_body: "A contact message came in.",
        attachment_name: null,
        status: "queued",
        attempts: 0,
        last_error: null,
        next_attempt_at: at,
        created_at: at,
        sent_at: null,
        reply_to: email,
      } as never)
      .execute();
    await db
      .insertInto("staff_audit_log")
      .values({
        at,
        actor_id: null,
        actor_email: "admin@hub.example",
        action: "leads-exported",
        target: null,
        detail: JSON.stringify({ q: email }),
        address: "203.0.113.1",
      })
      .execute();
  }

  test("leaves no row of any table holding the address, and everyone else's rows and files", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@hub.example" }, kind);
    await everythingOf("gone@example.com");
    await everythingOf("stays@example.com");
    const before = await rowsHolding("stays@example.com");
    // Every kind of row the erasure must reach is there to be erased.
    expect(Object.keys(await rowsHolding("gone@example.com")).sort()).toEqual(
      expect.arrayContaining([
        "admission_applications",
        "brochure_requests",
        "contact_messages",
        "hiring_requests",
        "mail_recipient_caps",
        "mailing_list_signups",
        "outbox_messages",
        "staff_audit_log",
        "talent_applications",
        "waitlist_entries",
      ]),
    );

    const removed = await app.erasePerson(" Gone@Example.com ");
    expect(removed).toMatchObject({
      mailing_list_signups: 1,
      contact_messages: 1,
      brochure_requests: 1,
      talent_applications: 1,
      hiring_requests: 1,
      admission_applications: 1,
      waitlist_entries: 1,
      audit_entries_scrubbed: 1,
      resume_files: 2,
    });
    expect(await rowsHolding("gone@example.com")).toEqual({});
    const { db } = app.database;
    // What named the person without their address went with their rows.
    expect(await db.selectFrom("admission_notes").select("body").execute()).toEqual([
      { body: "Called stays@example.com" },
    ]);
    expect(await db.selectFrom("admission_stage_changes").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("waitlist_notices").select("entry_id").execute()).toHaveLength(1);
    expect(await rowsHolding("stays@example.com")).toEqual(before);
    // One résumé and one application file each; the other person's stay.
    const files = (folder: string) =>
      readdirSync(folder).filter((name) => /^[0-9a-f]{32}$/.test(name));
    expect(files(admissionFilesDirectory(app.config.UPLOADS_DIR))).toHaveLength(1);
    expect(files(app.config.UPLOADS_DIR)).toHaveLength(1);
  });

  test("a restored copy finds again a person who only applied or waited for a programme", async () => {
    app = await createTestApp({}, kind);
    await storedApplication(app.database, {
      email: "applied@example.com",
      answers: { email: "applied@example.com" },
    });
    await app.database.db
      .insertInto("waitlist_entries")
      .values({
        programme: "sparks",
        name: "",
        email: "waits@example.com",
        child_age: null,
        created_at: new Date().toISOString(),
      } as never)
      .execute();
    // Their outbox mails were sent and swept long ago: only these rows name them.
    await app.database.db.deleteFrom("outbox_messages").execute();
    const erasures = ["applied@example.com", "waits@example.com"].map((address) => ({
      address_hash: addressHash(address),
      erased_at: new Date().toISOString(),
    }));
    expect((await erasureLedger(app.database).addressesAmong(erasures)).sort()).toEqual([
      "applied@example.com",
      "waits@example.com",
    ]);
  });
});
