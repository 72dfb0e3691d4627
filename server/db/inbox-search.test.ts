import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import type { InboxItem } from "#schemas/staff-leads.ts";
import { decodeCursor } from "#server/db/inbox-pages.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(() => app.cleanup());

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();

/** A lead of each shape the search looks into: a name, an address only, a company. */
async function seedPeople() {
  const { db } = app.database;
  await db
    .insertInto("contact_messages")
    .values([
      { name: "Ada Obi", email: "a.obi@mail.example", phone: "0", message: "m", created_at: at(1) },
      {
        name: "Chioma Nwosu",
        email: "canada@mail.example",
        phone: "08031234567",
        message: "Is there a holiday camp in December?\nThank you.",
        created_at: at(2),
      },
      {
        name: "Émeka Ọ̀kafọ",
        email: "emeka@mail.example",
        phone: "+2348098765432",
        message: "m",
        created_at: at(3),
      },
      {
        // Typed as separate letters and marks (NFD), as some keyboards send Igbo letters.
        name: "I\u0323\u0301feo\u0323ma U\u0323\u0301che\u0323",
        email: "ifeoma@mail.example",
        phone: "0",
        message: "m",
        created_at: at(0),
      },
    ])
    .execute();
  await db
    .insertInto("brochure_requests")
    .values({ email: "ada@x.ng", created_at: at(4) })
    .execute();
  await db
    .insertInto("mailing_list_signups")
    .values({
      email: "obi_c+news@x.ng",
      sheet: "Mailing List",
      status: "confirmed",
      created_at: at(5),
    })
    .execute();
  await db
    .insertInto("hiring_requests")
    .values({
      firstname: "Ngozi",
      lastname: "Eze",
      email: "ngozi@acme.example",
      phone: "0",
      company_name: "Lion Paints",
      company_website: "https://lion.example",
      no_of_employees: "12",
      role: "Developer",
      skill_requirement: "Senior",
      level_of_commitment: "Full time",
      start_date: "2027-01-04",
      created_at: at(6),
    })
    .execute();
}

describe.each(testDatabases)("the inbox search on %s", (kind) => {
  async function found(q: string) {
    const page = await leadQueries(app.database).inboxPage({ q }, null, 50);
    return page.items.map((item) => item.email);
  }

  test("finds a part of any word of a name, address or company, in any case", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    // Newest first, as the inbox always is.
    expect(await found("ada")).toEqual(["ada@x.ng", "canada@mail.example", "a.obi@mail.example"]);
    expect(await found("OBI")).toEqual(["obi_c+news@x.ng", "a.obi@mail.example"]);
    expect(await found("wosu")).toEqual(["canada@mail.example"]);
    expect(await found("x.ng")).toEqual(["obi_c+news@x.ng", "ada@x.ng"]);
    expect(await found("ada@x.ng")).toEqual(["ada@x.ng"]);
    expect(await found("anada")).toEqual(["canada@mail.example"]);
    // A hiring request is found by its company and its role as well as its sender.
    expect(await found("paints")).toEqual(["ngozi@acme.example"]);
    expect(await found("velop")).toEqual(["ngozi@acme.example"]);
  });

  test("accents and Igbo tone marks aside: okafo finds Ọ̀kafọ, and Ọkafọ finds okafo", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    expect(await found("okafo")).toEqual(["emeka@mail.example"]);
    expect(await found("kafo")).toEqual(["emeka@mail.example"]);
    expect(await found("Ọkafọ")).toEqual(["emeka@mail.example"]);
    expect(await found("emeka okafo")).toEqual(["emeka@mail.example"]);
    expect(await found("IFEOMA")).toEqual(["ifeoma@mail.example"]);
    expect(await found("uche")).toEqual(["ifeoma@mail.example"]);
  });

  test("finds words inside a contact message, and a phone number however it is typed", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    expect(await found("holiday camp")).toEqual(["canada@mail.example"]);
    expect(await found("olida")).toEqual(["canada@mail.example"]);
    expect(await found("0803 123 4567")).toEqual(["canada@mail.example"]);
    expect(await found("+234 803-123-4567")).toEqual(["canada@mail.example"]);
  });

  test("every word typed must be found, in any order; a short word is looked for with its neighbour", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    expect(await found("obi ada")).toEqual(["a.obi@mail.example"]);
    expect(await found("ada nwosu")).toEqual(["canada@mail.example"]);
    expect(await found("ada eze")).toEqual([]);
    expect(await found("chioma n")).toEqual(["canada@mail.example"]);
    expect(await found("chioma x")).toEqual([]);
  });

  test("punctuation and wildcards typed are looked for as they are, never as patterns", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    expect(await found("obi_c")).toEqual(["obi_c+news@x.ng"]);
    expect(await found("c+news")).toEqual(["obi_c+news@x.ng"]);
    expect(await found("a%d")).toEqual([]);
    expect(await found("___")).toEqual([]);
    expect(await found("'; select")).toEqual([]);
    expect(await found('"ada" OR *')).toEqual([]);
  });

  test("an erased person is no longer found", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    await app.erasePerson("ada@x.ng");
    expect(await found("ada")).toEqual(["canada@mail.example", "a.obi@mail.example"]);
  });

  test("a lead whose searched fields change is found by the new words only", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    await app.database.db
      .updateTable("contact_messages")
      .set({ name: "Adaeze Nwankwọ" })
      .where("email", "=", "canada@mail.example")
      .execute();
    expect(await found("nwankwo")).toEqual(["canada@mail.example"]);
    expect(await found("chioma")).toEqual([]);
  });

  test("a search matching thousands of leads pages through them newest first without a skip or a repeat", async () => {
    app = await createTestApp({}, kind);
    const { db } = app.database;
    const rows = Array.from({ length: 1_500 }, (_, index) => ({
      email: `many${index}@x.ng`,
      // Pairs of rows share an instant, so the cursor's tie-break on the id is exercised.
      created_at: new Date(Date.UTC(2026, 9, 1) + Math.floor(index / 2) * 60_000).toISOString(),
    }));
    await db.insertInto("brochure_requests").values(rows).execute();
    await db
      .insertInto("contact_messages")
      .values({
        name: "Many Hands",
        email: "hands@x.ng",
        phone: "0",
        message: "m",
        created_at: at(1),
      })
      .execute();
    const queries = leadQueries(app.database);
    const seen: InboxItem[] = [];
    let page = await queries.inboxPage({ q: "many" }, null, 400);
    seen.push(...page.items);
    while (page.next) {
      page = await queries.inboxPage({ q: "many" }, decodeCursor(page.next), 400);
      seen.push(...page.items);
    }
    const expected = [
      "hands@x.ng",
      ...rows
        .map((row, index) => ({ ...row, index }))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.index - a.index)
        .map((row) => row.email),
    ];
    expect(seen.map((item) => item.email)).toEqual(expected);
    const exported: string[] = [];
    for await (const record of queries.exportRecords({ q: "many", kind: "brochure" }, 500))
      exported.push(record.lead.email);
    expect(exported).toEqual(expected.slice(1));
  });

  test("thousands of matches all older than the newest thousand leads are still found, newest first, page after page", async () => {
    app = await createTestApp({}, kind);
    const minute = (index: number) => new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString();
    const old = Array.from({ length: 1_050 }, (_, index) => ({
      email: `early${index}@x.ng`,
      created_at: minute(index),
    }));
    const recent = Array.from({ length: 1_100 }, (_, index) => ({
      email: `late${index}@x.ng`,
      created_at: minute(2_000 + index),
    }));
    await app.database.db
      .insertInto("brochure_requests")
      .values([...old, ...recent])
      .execute();
    const queries = leadQueries(app.database);
    const first = await queries.inboxPage({ q: "early" }, null, 3);
    expect(first.items.map((item) => item.email)).toEqual([
      "early1049@x.ng",
      "early1048@x.ng",
      "early1047@x.ng",
    ]);
    const second = await queries.inboxPage({ q: "early" }, decodeCursor(first.next ?? ""), 2);
    expect(second.items.map((item) => item.email)).toEqual(["early1046@x.ng", "early1045@x.ng"]);
  });

  test("a search matching thousands of leads, read newest first, still sets accents aside", async () => {
    app = await createTestApp({}, kind);
    const rows = Array.from({ length: 1_100 }, (_, index) => ({
      name: index % 2 === 0 ? "Adaeze Nwankwọ" : "Ada Nwankwo",
      email: `n${index}@x.ng`,
      phone: "0",
      message: "m",
      created_at: new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString(),
    }));
    await app.database.db.insertInto("contact_messages").values(rows).execute();
    const page = await leadQueries(app.database).inboxPage({ q: "nwankwo" }, null, 4);
    expect(page.items.map((item) => item.email)).toEqual([
      "n1099@x.ng",
      "n1098@x.ng",
      "n1097@x.ng",
      "n1096@x.ng",
    ]);
    const accented = await leadQueries(app.database).inboxPage({ q: "NWANKWỌ" }, null, 2);
    expect(accented.items.map((item) => item.email)).toEqual(["n1099@x.ng", "n1098@x.ng"]);
  });
});

describe.each(testDatabases)("matches the filter hides on %s", (kind) => {
  async function handle(email: string) {
    await app.database.db
      .updateTable("contact_messages")
      .set({ handled_at: at(9), handled_by: "staff@hub.example" })
      .where("email", "=", email)
      .execute();
  }

  test("a search with filters on counts the matches they hide; a search alone hides none", async () => {
    app = await createTestApp({}, kind);
    await seedPeople();
    await handle("canada@mail.example");
    const queries = leadQueries(app.database);
    const hidden = async (filter: Parameters<typeof queries.inboxPage>[0]) =>
      (await queries.inboxPage(filter, null, 50)).hidden;
    // "ada" matches a.obi and canada (contact messages) and ada@x.ng (a brochure request).
    expect(await hidden({ q: "ada" })).toBeNull();
    expect(await hidden({ q: "ada", status: "new" })).toBe(1);
    expect(await hidden({ q: "ada", status: "handled" })).toBe(2);
    expect(await hidden({ q: "ada", kind: "brochure" })).toBe(2);
    expect(await hidden({ q: "ada", kind: "contact", status: "new" })).toBe(2);
    // Nobody's leads are hidden by an assignee's filter too (a null assignee is no match).
    expect(await hidden({ q: "ada", assignee: "someone" })).toBe(3);
    expect(await hidden({ q: "nobody-matches", status: "new" })).toBe(0);
    // A later page repeats nothing of it.
    const first = await queries.inboxPage({ q: "ada", status: "new" }, null, 1);
    expect(
      (await queries.inboxPage({ q: "ada", status: "new" }, decodeCursor(first.next ?? ""), 1))
        .hidden,
    ).toBeNull();
  });

  test("a search matching thousands counts the hidden ones through the index", async () => {
    app = await createTestApp({}, kind);
    const minute = (index: number) => new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString();
    const rows = Array.from({ length: 1_100 }, (_, index) => ({
      email: `wide${index}@x.ng`,
      created_at: minute(index),
    }));
    await app.database.db.insertInto("brochure_requests").values(rows).execute();
    await app.database.db
      .updateTable("brochure_requests")
      .set({ handled_at: at(9), handled_by: "staff@hub.example" })
      .where("created_at", "<", minute(40))
      .execute();
    const page = await leadQueries(app.database).inboxPage({ q: "wide", status: "new" }, null, 5);
    expect(page.hidden).toBe(40);
  });
});

/** The same database through a Kysely that records the SQL it sends. */
function recordingDatabase(kind: "sqlite" | "postgres", sent: CompiledQuery[]) {
  const dialect =
    kind === "postgres"
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: app.config.DATABASE_URL }) })
      : new SqliteDialect({ database: new SQLite(app.config.SQLITE_PATH) });
  return new Kysely<LeadsDatabase>({
    dialect,
    log: (event) => {
      if (event.level === "query") sent.push(event.query);
    },
  });
}

describe.each(testDatabases)("the inbox search's indexes on %s", (kind) => {
  test("each kind's search finds its matches through its table's search index", async () => {
    app = await createTestApp({}, kind);
    const sent: CompiledQuery[] = [];
    const db = recordingDatabase(kind, sent);
    try {
      await leadQueries({ db, dialect: kind }).inboxPage({ q: "ada" }, null, 50);
      // The first query finds each kind's matches; the page then lists them by id.
      const page = sent[0] as CompiledQuery;
      // An empty table is read whole by any planner; PostgreSQL is told to
      // avoid that so the plan shows which index the query fits.
      const plan = await db.transaction().execute(async (trx) => {
        if (kind === "postgres") await sql`set local enable_seqscan = off`.execute(trx);
        const explain = kind === "postgres" ? "explain " : "explain query plan ";
        const { rows } = await trx.executeQuery(
          CompiledQuery.raw(explain + page.sql, [...page.parameters]),
        );
        return JSON.stringify(rows);
      });
      for (const table of [
        "contact_messages",
        "brochure_requests",
        "mailing_list_signups",
        "talent_applications",
        "hiring_requests",
      ]) {
        expect(plan).toContain(`${table}_search`);
      }
    } finally {
      await db.destroy();
    }
  });
});
