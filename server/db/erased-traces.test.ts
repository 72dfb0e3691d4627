import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { backup } from "#server/cli/backup.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { sweepStaleLimits } from "#server/db/stale-limits.ts";
import { createRetentionSweeper } from "#server/talent/retention-sweeper.ts";
import { storedApplication } from "#tests/support/admission-test-kit.ts";
import { createContact, createSignup } from "#tests/support/lead-request-factories.ts";
import { leadsCli } from "#tests/support/leads-cli.ts";
import {
  applicationFields,
  fieldParts,
  hiringRequestFields,
  pdfOfSize,
  talentFormPost,
} from "#tests/support/multipart-body.ts";
import {
  type PrivatePostgres,
  postgresBinDir,
  startPrivatePostgres,
} from "#tests/support/private-postgres.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

const run = promisify(execFile);

// The CLI is a Node process compiling TypeScript, and pg_dump one more: seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

/**
 * Three people, each forgotten one way (issue 31, item 9): from the staff
 * inbox, with `npm run leads -- delete`, and by the retention sweep. Their
 * words are made of letters no one else's hold ("qxq", "vzv", "jqj"), so a
 * search index's terms, whatever its tokenizer, show whether they remain.
 */
const people = {
  inbox: {
    email: "qxq.amaka@example.org",
    first: "Qxqamaka",
    last: "Qxqobi",
    phone: "0809 111 2233",
  },
  cli: {
    email: "vzv.emeka@example.org",
    first: "Vzvemeka",
    last: "Vzveze",
    phone: "0809 444 5566",
  },
  retention: {
    email: "jqj.ngozi@example.org",
    first: "Jqjngozi",
    last: "Jqjudo",
    phone: "0809 777 8899",
  },
} as const;
type Person = (typeof people)[keyof typeof people];

/** What must not be left anywhere, lower-cased: the address, both names, the number as typed and as digits. */
function needles(person: Person): string[] {
  const digits = person.phone.replace(/\D/g, "").slice(1);
  return [person.email, person.first, person.last, person.phone, digits].map((needle) =>
    needle.toLowerCase(),
  );
}
const everyNeedle = Object.values(people).flatMap(needles);
const markers = ["qxq", "vzv", "jqj"];

/** How often each needle occurs in the bytes, any case; only those found. */
function found(bytes: Buffer): Record<string, number> {
  const text = bytes.toString("latin1").toLowerCase();
  const counts: Record<string, number> = {};
  for (const needle of everyNeedle) {
    const count = text.split(needle).length - 1;
    if (count > 0) counts[needle] = count;
  }
  return counts;
}

function foundInFiles(paths: string[]): Record<string, Record<string, number>> {
  return Object.fromEntries(
    paths
      .filter((path) => existsSync(path))
      .map((path) => [path, found(readFileSync(path))] as const)
      .filter(([, counts]) => Object.keys(counts).length > 0),
  );
}

/** Every term of every FTS5 index in a SQLite file that holds a marker. */
function searchTermsWithMarkers(path: string): string[] {
  const database = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const indexes = database
      .prepare(
        "select name from sqlite_schema where type = 'table' and sql like 'create virtual table%using fts5%'",
      )
      .pluck()
      .all() as string[];
    return indexes.flatMap((index) => {
      database.exec(
        `create virtual table temp."${index}_terms" using fts5vocab(main, "${index}", row)`,
      );
      const terms = database
        .prepare(`select term from temp."${index}_terms"`)
        .pluck()
        .all() as string[];
      return terms.filter((term) => markers.some((marker) => term.includes(marker)));
    });
  } finally {
    database.close();
  }
}

/**
 * A programme application with what the staff add to it: a note that names
 * the applicant and a move to another stage (decisions 198 and 217).
 */
async function admissionOf(t: StaffTestApp, person: Person) {
  const { db } = t.site.database;
  const reference = await storedApplication(t.site.database, {
    email: person.email,
    answers: {
      "full-name": `${person.first} ${person.last}`,
      email: person.email,
      phone: person.phone,
    },
  });
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
      body: `Called ${person.first} ${person.last} on ${person.phone}`,
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
      staff_email: "reviewer@hub.example",
      at,
    })
    .execute();
}

/** Every lead one person can leave: a signup, a contact message, a brochure, an application, a hiring request and a programme application. */
async function leadsOf(t: StaffTestApp, person: Person, { signup = true } = {}) {
  await admissionOf(t, person);
  const site = t.site;
  const posts = [
    {
      url: "/api/contact",
      payload: createContact({
        name: `${person.first} ${person.last}`,
        email: person.email,
        phone: person.phone,
        message: `${person.first} would like a call about Codeville`,
      }),
    },
    {
      url: "/api/v1.0/email/send",
      payload: {
        lib_version: "4.4.1",
        user_id: "codeville-site",
        service_id: "codeville_mail",
        template_id: "brochure_request",
        template_params: { email_subject: "Codeville Brochure Request", to_email: person.email },
      },
    },
    ...(signup
      ? [{ url: "/api/mailing-list", payload: createSignup({ email: person.email }) }]
      : []),
  ];
  for (const post of posts) {
    const answer = await site.inject({ method: "POST", ...post });
    expect(answer.statusCode, post.url).toBeLessThan(300);
  }
  const named = {
    firstname: person.first,
    lastname: person.last,
    email: person.email,
    phoneNumber: person.phone,
  };
  const forms = [
    ["hiring-request", fieldParts(hiringRequestFields(named))],
    [
      "application",
      [
        ...fieldParts(applicationFields(named)),
        {
          name: "resume",
          filename: `${person.first}.pdf`,
          type: "application/pdf",
          content: pdfOfSize(3_000),
        },
      ],
    ],
  ] as const;
  for (const [form, parts] of forms) {
    const answer = await site.inject(talentFormPost(form, [...parts]));
    expect(answer.statusCode, form).toBe(201);
  }
}

/** Leads of people who stay, around the others', so pages hold both. */
async function othersLeads(t: StaffTestApp, count: number) {
  for (let index = 0; index < count; index += 1) {
    await t.site.inject({
      method: "POST",
      url: "/api/contact",
      payload: createContact({ name: `Ada Okafor ${index}`, email: `ada${index}@example.com` }),
    });
    await t.site.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: `ada${index}@example.com` }),
    });
  }
}

/**
 * The three people's leads among others', an export searched for the first
 * one's address (which the audit log records), then each forgotten its way.
 */
async function eraseThreeWays(t: StaffTestApp) {
  const admin = await t.personWithRole("admin");
  await othersLeads(t, 8);
  await leadsOf(t, people.inbox);
  await othersLeads(t, 8);
  await leadsOf(t, people.cli);
  await leadsOf(t, people.retention, { signup: false });
  await othersLeads(t, 8);
  const exported = await t.staff.inject({
    method: "GET",
    url: `/api/leads/export?format=csv&q=${encodeURIComponent(people.inbox.email)}`,
    headers: { cookie: admin.cookie },
  });
  expect(exported.statusCode).toBe(200);

  const erased = await t.staff.inject({
    method: "POST",
    url: "/api/erasure",
    headers: { cookie: admin.cookie, origin: t.origin },
    payload: { email: people.inbox.email, confirmation: people.inbox.email },
  });
  expect(erased.json().removed).toMatchObject({ contact_messages: 1, talent_applications: 1 });

  const { config } = t.site;
  const { stdout } = await leadsCli(
    {
      ...process.env,
      SQLITE_PATH: config.SQLITE_PATH,
      DATABASE_URL: config.DATABASE_URL ?? "",
      UPLOADS_DIR: config.UPLOADS_DIR,
    },
    "delete",
    "--email",
    people.cli.email,
  );
  expect(JSON.parse(stdout).deleted).toMatchObject({ contact_messages: 1, hiring_requests: 1 });

  // The third person's leads were sent three years ago: every period is over.
  const longAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
  const { db } = t.site.database;
  for (const table of [
    "contact_messages",
    "brochure_requests",
    "talent_applications",
    "hiring_requests",
    "admission_applications",
  ] as const) {
    await db
      .updateTable(table)
      .set({ created_at: longAgo } as never)
      .where("email", "=", people.retention.email)
      .execute();
  }
  await db
    .updateTable("outbox_messages")
    .set({ created_at: longAgo } as never)
    .where((eb) =>
      eb.or([
        eb("to_address", "=", people.retention.email),
        eb("text_body", "like", `%${people.retention.email}%`),
      ]),
    )
    .execute();
  // Its mail slots ran out long ago too, and the limits sweep took them.
  await db
    .updateTable("mail_recipient_caps")
    .set({ last_queued_at: longAgo })
    .where("address", "=", people.retention.email)
    .execute();
  await sweepStaleLimits(t.site.database, 24);
  const sweeper = createRetentionSweeper({
    talent: t.site.talent,
    admissions: t.site.admissions,
    leads: t.site.leadRetention,
    traces: erasedTraces(t.site.database),
    describeError: t.site.database.describeError,
    log: t.site.log,
  });
  sweeper.start();
  await sweeper.stop();
  const remaining = await db
    .selectFrom("contact_messages")
    .select("email")
    .where(
      "email",
      "in",
      Object.values(people).map((person) => person.email),
    )
    .execute();
  expect(remaining).toEqual([]);
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
function backupFolder() {
  const root = mkdtempSync(join(tmpdir(), "erased-backup-"));
  roots.push(root);
  return join(root, "backup");
}

test("on SQLite, no byte of a person erased from the inbox, the CLI or by retention is left in the file, its WAL or a later backup", async () => {
  const t = await createStaffTestApp({
    CONTACT_NOTIFY_TO: "staff@hub.example",
    RATE_LIMIT_MAX: "10000",
  });
  try {
    await eraseThreeWays(t);
    const path = t.site.config.SQLITE_PATH;
    // The service is still running: its file and write-ahead log as they are now.
    expect(foundInFiles([path, `${path}-wal`])).toEqual({});
    expect(searchTermsWithMarkers(path)).toEqual([]);
    // What the others sent is still there to be found.
    expect(readFileSync(path).includes("ada7@example.com")).toBe(true);

    const folder = backupFolder();
    await backup({ ...t.site.config, CONTENT_DIR: join(folder, "..", "no-content") }, folder);
    expect(foundInFiles([join(folder, "leads.db")])).toEqual({});
    expect(searchTermsWithMarkers(join(folder, "leads.db"))).toEqual([]);
    const uploads = join(folder, "uploads");
    expect(
      readdirSync(uploads).filter((name) => name !== ".incoming" && name !== "admissions"),
    ).toHaveLength(0);
    const admissionFiles = join(uploads, "admissions");
    if (existsSync(admissionFiles)) {
      expect(readdirSync(admissionFiles).filter((name) => name !== ".incoming")).toEqual([]);
    }
  } finally {
    await t.cleanup();
  }
});

const hasPostgres = postgresBinDir() !== null;
describe.skipIf(!hasPostgres)("on PostgreSQL", () => {
  let cluster: PrivatePostgres;
  beforeAll(async () => {
    cluster = await startPrivatePostgres({ role: "erasure_test", database: "erasure_test" });
  }, 60_000);
  afterAll(() => cluster?.destroy());

  test("no byte of a person erased from the inbox, the CLI or by retention is left in the relation files or a later backup", async () => {
    // The staff test app makes its database on DATABASE_URL's server: this cluster, whose files the test reads.
    vi.stubEnv("DATABASE_URL", cluster.url("unused"));
    const t = await createStaffTestApp(
      { CONTACT_NOTIFY_TO: "staff@hub.example", RATE_LIMIT_MAX: "10000" },
      "postgres",
    );
    // Put back as it was, unset included: setting it to `undefined` would leave the word "undefined".
    vi.unstubAllEnvs();
    try {
      await eraseThreeWays(t);
      const { db } = t.site.database;
      await sql`checkpoint`.execute(db);
      const { rows } = await sql<{ directory: string }>`select current_setting('data_directory')
        || '/' || pg_relation_filepath('contact_messages') as directory`.execute(db);
      const databaseFolder = join(rows[0]?.directory ?? "", "..");
      const relationFiles = readdirSync(databaseFolder).map((name) => join(databaseFolder, name));
      expect(relationFiles.length).toBeGreaterThan(20);
      expect(foundInFiles(relationFiles)).toEqual({});

      const folder = backupFolder();
      await backup({ ...t.site.config, CONTENT_DIR: join(folder, "..", "no-content") }, folder);
      // The dump is compressed: its rows as pg_restore writes them out.
      const { stdout } = await run("pg_restore", ["--file=-", join(folder, "leads.dump")], {
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(found(Buffer.from(stdout, "latin1"))).toEqual({});
      expect(stdout).toContain("ada7@example.com");
    } finally {
      await t.cleanup();
    }
  });
});
