import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import type { LeadKind } from "#schemas/staff.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import { decodeCursor } from "#server/db/inbox-pages.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { storedKidsApplication } from "#tests/support/kids-application.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(() => app.cleanup());

/** Leads written straight to their tables, with the times a test needs. */
async function seed(rows: { kind: LeadKind; email: string; at: string; name?: string }[]) {
  const { db } = app.database;
  const person = {
    firstname: "Ngozi",
    lastname: "Eze",
    phone: "080",
    skill_requirement: "Beginner",
  };
  for (const [index, row] of rows.entries()) {
    if (row.kind === "application") {
      await db
        .insertInto("talent_applications")
        .values({
          ...person,
          email: row.email,
          stack: "Backend development",
          resume_file: index.toString(16).padStart(32, "0"),
          resume_name: "cv.pdf",
          resume_bytes: 10,
          resume_sha256: "0".repeat(64),
          created_at: row.at,
        })
        .execute();
    } else if (row.kind === "hiring-request") {
      await db
        .insertInto("hiring_requests")
        .values({
          ...person,
          email: row.email,
          company_name: "Acme",
          company_website: "https://acme.example",
          no_of_employees: "12",
          role: "Developer",
          level_of_commitment: "Full time",
          start_date: "2027-01-04",
          created_at: row.at,
        })
        .execute();
    } else if (row.kind === "contact") {
      await db
        .insertInto("contact_messages")
        .values({
          name: row.name ?? "Ada",
          email: row.email,
          phone: "080",
          message: "Hello",
          created_at: row.at,
        })
        .execute();
    } else if (row.kind === "brochure") {
      await db
        .insertInto("brochure_requests")
        .values({ email: row.email, created_at: row.at })
        .execute();
    } else {
      await db
        .insertInto("mailing_list_signups")
        .values({
          email: row.email,
          sheet: "Mailing List",
          status: "confirmed",
          created_at: row.at,
        })
        .execute();
    }
  }
}

describe.each(testDatabases)("the inbox queries on %s", (kind) => {
  test("one list of every kind, newest first, in pages that neither skip nor repeat", async () => {
    app = await createTestApp({}, kind);
    const same = "2026-11-20T10:00:00.000Z";
    await seed([
      { kind: "contact", email: "a@x.example", at: "2026-11-18T09:00:00.000Z" },
      { kind: "brochure", email: "b@x.example", at: same },
      { kind: "mailing", email: "c@x.example", at: same },
      { kind: "contact", email: "d@x.example", at: same },
      { kind: "hiring-request", email: "f@x.example", at: same },
      { kind: "application", email: "g@x.example", at: same },
      { kind: "brochure", email: "e@x.example", at: "2026-11-21T09:00:00.000Z" },
    ]);
    const queries = leadQueries(app.database);
    const seen: string[] = [];
    let page = await queries.inboxPage({}, null, 2);
    seen.push(...page.items.map((item) => item.email));
    while (page.next) {
      page = await queries.inboxPage({}, decodeCursor(page.next), 2);
      seen.push(...page.items.map((item) => item.email));
    }
    // At one instant the kinds sort by name, the same in SQL and in the cursor's comparison.
    expect(seen).toEqual([
      "e@x.example",
      "g@x.example",
      "b@x.example",
      "d@x.example",
      "f@x.example",
      "c@x.example",
      "a@x.example",
    ]);
  });

  test("filters by kind, status, dates, assignee and a search", async () => {
    app = await createTestApp({}, kind);
    await seed([
      { kind: "contact", email: "ada@x.example", name: "Ada Obi", at: "2026-11-10T09:00:00.000Z" },
      { kind: "contact", email: "ben@x.example", name: "Ben Eze", at: "2026-11-12T09:00:00.000Z" },
      { kind: "brochure", email: "obi_c@x.example", at: "2026-11-14T09:00:00.000Z" },
    ]);
    const queries = leadQueries(app.database);
    const emails = async (filter: Parameters<typeof queries.inboxPage>[0]) =>
      (await queries.inboxPage(filter, null, 50)).items.map((item) => item.email);
    expect(await emails({ kind: "brochure" })).toEqual(["obi_c@x.example"]);
    expect(await emails({ q: "OBI" })).toEqual(["obi_c@x.example", "ada@x.example"]);
    expect(await emails({ from: "2026-11-11", to: "2026-11-12" })).toEqual(["ben@x.example"]);
    const [ben] = (await queries.inboxPage({ q: "ben" }, null, 1)).items;
    expect(
      await queries.markHandled(
        "contact",
        ben?.id ?? 0,
        "lead@hub.example",
        "2026-11-25T08:00:00.000Z",
      ),
    ).toBe(true);
    expect(await emails({ status: "handled" })).toEqual(["ben@x.example"]);
    expect(await emails({ status: "new" })).toEqual(["obi_c@x.example", "ada@x.example"]);
  });

  test("marking handled keeps who and when; reopening clears it; an unknown lead is reported", async () => {
    app = await createTestApp({}, kind);
    await seed([{ kind: "contact", email: "ada@x.example", at: "2026-11-10T09:00:00.000Z" }]);
    const queries = leadQueries(app.database);
    const [lead] = (await queries.inboxPage({}, null, 1)).items;
    const id = lead?.id ?? 0;
    await queries.markHandled("contact", id, "one@hub.example", "2026-11-25T08:00:00.000Z");
    await queries.markHandled("contact", id, "two@hub.example", "2026-11-25T08:00:01.000Z");
    expect((await queries.leadDetail("contact", id))?.lead).toMatchObject({
      handled_by: "two@hub.example",
      handled_at: "2026-11-25T08:00:01.000Z",
    });
    await queries.markHandled("contact", id, null, "2026-11-25T09:00:00.000Z");
    expect((await queries.leadDetail("contact", id))?.lead).toMatchObject({
      handled_by: null,
      handled_at: null,
    });
    expect(
      await queries.markHandled(
        "contact",
        id + 1000,
        "one@hub.example",
        "2026-11-25T08:00:00.000Z",
      ),
    ).toBe(false);
  });

  test("the start counts: leads since a time by kind, and confirmed subscribers", async () => {
    app = await createTestApp({}, kind);
    await seed([
      { kind: "contact", email: "old@x.example", at: "2026-10-01T09:00:00.000Z" },
      { kind: "contact", email: "new@x.example", at: "2026-11-24T09:00:00.000Z" },
      { kind: "mailing", email: "sub@x.example", at: "2026-10-01T09:00:00.000Z" },
    ]);
    expect(await leadQueries(app.database).startCounts("2026-11-18T00:00:00.000Z")).toEqual({
      received: { mailing: 0, contact: 1, brochure: 0, application: 0, "hiring-request": 0 },
      confirmedSubscribers: 1,
    });
  });

  test("the start page counts the applications to the programmes apart from the talent applications", async () => {
    app = await createTestApp({}, kind);
    await seed([
      { kind: "application", email: "talent@x.example", at: "2026-11-24T09:00:00.000Z" },
    ]);
    const repository = admissionsRepository(app.database, leadsRepository(app.database));
    for (const [email, at] of [
      ["parent@x.example", "2026-11-24T09:00:00.000Z"],
      ["last-month@x.example", "2026-10-01T09:00:00.000Z"],
    ] as const) {
      const stored = await storedKidsApplication(repository, email);
      await sql`update admission_applications set created_at = ${at} where id = ${stored.id}`.execute(
        app.database.db,
      );
    }
    const since = "2026-11-18T00:00:00.000Z";
    expect((await leadQueries(app.database).startCounts(since)).received.application).toBe(1);
    expect(await repository.countReceivedSince(since)).toBe(1);
  });

  test("an export streams every row of the filter", async () => {
    app = await createTestApp({}, kind);
    await seed(
      Array.from({ length: 1_203 }, (_, index) => ({
        kind: "brochure" as const,
        email: `p${index}@x.example`,
        at: new Date(Date.UTC(2026, 10, 1) + index * 1_000).toISOString(),
      })),
    );
    const emails = new Set<string>();
    for await (const record of leadQueries(app.database).exportRecords({ kind: "brochure" }, 500))
      emails.add(record.lead.email);
    expect(emails.size).toBe(1_203);
  });
});
