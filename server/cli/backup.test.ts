import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, test, vi } from "vitest";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { backup, keysInBackupWarning } from "#server/cli/backup.ts";
import { createDatabase, type Database } from "#server/db/database.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { brochureMail, confirmationMail } from "#server/mail/messages.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { leadsCli } from "#tests/support/leads-cli.ts";
import {
  applicationFields,
  fieldParts,
  pdfOfSize,
  talentFormPost,
} from "#tests/support/multipart-body.ts";
import { createPaystackTestApp } from "#tests/support/paystack-test-app.ts";
import { createTestApp, testDatabases } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const identity = readIdentity();

const run = promisify(execFile);

// pg_dump, pg_restore and git are processes: seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const root = mkdtempSync(join(tmpdir(), "leads-backup-"));
const dropAfter: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dropAfter) await drop();
  rmSync(root, { recursive: true, force: true });
});

type Place = {
  SQLITE_PATH: string;
  DATABASE_URL: string;
  UPLOADS_DIR: string;
  CONTENT_DIR: string;
};

async function place(name: string, kind: "sqlite" | "postgres"): Promise<Place> {
  const directory = join(root, name);
  mkdirSync(directory, { recursive: true });
  let databaseUrl = "";
  if (kind === "postgres") {
    const postgres = await freshPostgresDatabase(process.env.DATABASE_URL as string, "leads_bk");
    dropAfter.push(postgres.drop);
    databaseUrl = postgres.url;
  }
  return {
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: join(directory, "uploads"),
    CONTENT_DIR: join(directory, "content"),
  };
}

/** `npm run leads -- <args>` with one place's settings, called in this process (tests/support/leads-cli.ts). */
const cli = (settings: Place, ...args: string[]) =>
  leadsCli({ ...process.env, ...settings }, ...args);

async function git(directory: string, ...args: string[]) {
  const { stdout } = await run("git", ["-C", directory, ...args]);
  return stdout.trim();
}

/** Leads of every kind, with text a careless dump would mangle. */
async function fillDatabase(database: Database) {
  const leads = leadsRepository(database);
  const nonces = new Map<string, string>();
  for (const email of ["ada@example.com", "chiamaka@example.com", "obi@example.com"]) {
    await leads.addMailingListSignup(
      { email, sheet: "Mailing List" },
      (nonce) => {
        nonces.set(email, nonce);
        return confirmationMail(
          identity,
          email,
          { confirm: "http://x/c", unsubscribe: "http://x/u" },
          7,
        );
      },
      "198.51.100.7",
    );
  }
  await leads.confirmSignup("ada@example.com", nonces.get("ada@example.com") ?? "");
  await leads.addContactMessage(
    {
      name: "Ngozi Ọkọnkwọ",
      email: "ngozi@example.com",
      phone: "+2348012345678",
      message: "Line one\nLine two, with 'quotes', \"doubles\", tabs\t and ₦5,000",
    },
    null,
  );
  await leads.addBrochureRequest(
    "ada@example.com",
    brochureMail(identity, "ada@example.com", { unsubscribe: "http://x/u" }),
    "198.51.100.7",
  );
}

/**
 * Every row of every table, ordered, so two databases compare as values.
 * SQLite's search indexes are compared by what a search finds: a backup
 * merges them (server/cli/backup.ts), so their pages differ, not their answers.
 */
async function everyRow(settings: Place) {
  const database = await createDatabase(settings);
  try {
    const { rows: searchIndexes } = await sql<{ name: string }>`select name from sqlite_schema
      where type = 'table' and sql like 'create virtual table%using fts5%'`
      .execute(database.db)
      .catch(() => ({ rows: [] }));
    const isSearchIndex = (table: string) =>
      searchIndexes.some(({ name }) => table === name || table.startsWith(`${name}_`));
    const tables = (await database.db.introspection.getTables())
      .map((table) => table.name)
      .filter((table) => !isSearchIndex(table))
      .sort();
    const rows: Record<string, unknown[]> = {
      "search: ngozi": (await leadQueries(database).inboxPage({ q: "ngozi" }, null, 10)).items,
    };
    for (const table of tables) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        database.db,
      );
      rows[table] = result.rows
        .map((row) => JSON.stringify(row))
        .sort()
        .map((row) => JSON.parse(row));
    }
    return rows;
  } finally {
    await database.close();
  }
}

async function fillFolders(settings: Place) {
  mkdirSync(join(settings.UPLOADS_DIR, "resumes"), { recursive: true });
  writeFileSync(join(settings.UPLOADS_DIR, "resumes", "cv.pdf"), "%PDF-1.7\n% résumé\n");
  mkdirSync(settings.CONTENT_DIR);
  await git(settings.CONTENT_DIR, "init", "--quiet", "--initial-branch=main");
  writeFileSync(join(settings.CONTENT_DIR, "hub.yaml"), "title: Enugu Tech Hub\n");
  await git(settings.CONTENT_DIR, "add", ".");
  await git(
    settings.CONTENT_DIR,
    "-c",
    "user.name=Editor",
    "-c",
    "user.email=editor@example.com",
    "commit",
    "--quiet",
    "-m",
    "content",
  );
  await git(settings.CONTENT_DIR, "branch", "draft");
}

describe.each(testDatabases)("backup and restore on %s", (kind) => {
  test("a backup restored into an empty database and folders holds exactly what was backed up", async () => {
    const source = await place(`${kind}-source`, kind);
    const database = await createDatabase(source);
    await fillDatabase(database);
    await database.close();
    await fillFolders(source);

    const backupDir = join(root, `${kind}-backup`);
    const backedUp = await cli(source, "backup", backupDir);
    expect(JSON.parse(backedUp.stdout)).toMatchObject({
      manifest: { database: kind, uploads: true, content: "bundle" },
    });

    const target = await place(`${kind}-target`, kind);
    expect(await cli(target, "restore", backupDir)).toMatchObject({ code: 0 });

    const before = await everyRow(source);
    expect(before.contact_messages).toHaveLength(1);
    expect(before["search: ngozi"]).toHaveLength(1);
    expect(await everyRow(target)).toEqual(before);
    expect(readFileSync(join(target.UPLOADS_DIR, "resumes", "cv.pdf"), "utf8")).toBe(
      "%PDF-1.7\n% résumé\n",
    );
    for (const branch of ["main", "draft"]) {
      expect(await git(target.CONTENT_DIR, "rev-parse", branch)).toBe(
        await git(source.CONTENT_DIR, "rev-parse", branch),
      );
    }
    expect(await git(target.CONTENT_DIR, "remote")).toBe("");

    // The restored database goes on numbering after the restored rows.
    const restored = await createDatabase(target);
    try {
      await leadsRepository(restored).addBrochureRequest(
        "new@example.com",
        brochureMail(identity, "new@example.com", { unsubscribe: "http://x/u" }),
        "198.51.100.7",
      );
      const ids = (await restored.db.selectFrom("brochure_requests").select("id").execute()).map(
        (row) => Number(row.id),
      );
      expect(new Set(ids).size).toBe(2);
    } finally {
      await restored.close();
    }
  });

  test("restore refuses a database or folder that holds data, and changes nothing", async () => {
    const source = await place(`${kind}-refuse-source`, kind);
    const database = await createDatabase(source);
    await fillDatabase(database);
    await database.close();
    const backupDir = join(root, `${kind}-refuse-backup`);
    await cli(source, "backup", backupDir);

    const error = await cli(source, "restore", backupDir);
    expect(error.code).toBe(1);
    expect(error.stderr).toContain("not empty: the database");
    expect(await everyRow(source)).toMatchObject({
      brochure_requests: [{ email: "ada@example.com" }],
    });

    const again = await cli(source, "backup", backupDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is not empty");
  });
});

test("a SQLite backup holds no deleted row, even one its database file still keeps in free pages and search terms", async () => {
  const source = await place("sqlite-freed-source", "sqlite");
  await (await createDatabase(source)).close();
  // A file written before deletions were secure, as the service's were until issue 31.
  const older = new SQLite(source.SQLITE_PATH);
  older.pragma("secure_delete = OFF");
  const contact = older.prepare(
    "insert into contact_messages (name, email, phone, message, created_at) values (?, ?, ?, ?, ?)",
  );
  for (let index = 0; index < 50; index += 1) {
    contact.run(`Ada ${index}`, `ada${index}@example.com`, "08031234567", "Hello", "2026-01-01");
  }
  contact.run("Qxqforgotten Person", "qxq.gone@example.com", "08039998877", "Hi", "2026-01-02");
  older.prepare("delete from contact_messages where email = ?").run("qxq.gone@example.com");
  older.close();
  expect(readFileSync(source.SQLITE_PATH).toString("latin1")).toContain("qxq.gone@example.com");

  const backupDir = join(root, "sqlite-freed-backup");
  await backup({ ...source, BACKUP_RETENTION_DAYS: 14 }, backupDir);
  const copy = readFileSync(join(backupDir, "leads.db")).toString("latin1").toLowerCase();
  expect(copy).not.toContain("qxq");
  expect(copy).toContain("ada49@example.com");
});

test("a backup holds no working payment or receipt link, and no key that opens or makes one (decision 232)", async () => {
  const keys = {
    STAFF_AUTH_SECRET: "a-staff-secret-of-at-least-32-characters",
    LINK_SIGNING_SECRET: "a-link-secret-of-at-least-32-characters",
  };
  const parent = await createPaystackTestApp({ env: keys });
  try {
    const checkout = await parent.checkout(7_500_000);
    await parent.app.inject({
      url: parent.callbackPath(await parent.standIn.payAt(checkout.headers.location as string)),
    });
    const mails = [
      ...(await parent.mails("payment-offer")),
      ...(await parent.mails("payment-receipt")),
    ];
    const tokens = mails.map(
      (mail) =>
        new URL(/\S+\?token=\S+/.exec(parent.sentText(mail))?.[0] ?? "http://x").searchParams.get(
          "token",
        ) ?? "",
    );
    expect(tokens.filter((token) => token.length > 40)).toHaveLength(2);

    const backupDir = join(root, "sealed-links-backup");
    await backup(
      {
        SQLITE_PATH: parent.app.config.SQLITE_PATH,
        UPLOADS_DIR: parent.app.config.UPLOADS_DIR,
        CONTENT_DIR: join(root, "sealed-links-no-content"),
        BACKUP_RETENTION_DAYS: 14,
      },
      backupDir,
    );
    const copy = readFileSync(join(backupDir, "leads.db")).toString("latin1");
    expect(copy).toContain("payment-receipt");
    for (const secret of [...tokens, ...Object.values(keys)]) expect(copy).not.toContain(secret);
  } finally {
    await parent.cleanup();
  }
});

test.skipIf(!testDatabases.includes("postgres"))(
  "a backup keeps the résumé of an application in its database copy, even one erased while the database was being copied",
  async () => {
    const app = await createTestApp({}, "postgres");
    const holder = new pg.Client({ connectionString: app.config.DATABASE_URL });
    await holder.connect();
    try {
      const posted = await app.inject(
        talentFormPost("application", [
          ...fieldParts(applicationFields({ email: "late@example.com" })),
          { name: "resume", filename: "cv.pdf", type: "application/pdf", content: pdfOfSize(900) },
        ]),
      );
      expect(posted.statusCode).toBe(201);
      const { resume_file: file } = await app.database.db
        .selectFrom("talent_applications")
        .select("resume_file")
        .executeTakeFirstOrThrow();

      // pg_dump takes its snapshot, then waits for a table this session holds.
      await holder.query("begin");
      await holder.query("lock table site_builds in access exclusive mode");
      const backupDir = join(root, "pg-erased-meanwhile");
      const backedUp = backup({ ...app.config, CONTENT_DIR: join(root, "none") }, backupDir);
      // Asked outside the holder's transaction, which would keep one snapshot of the activity.
      await waitFor(
        "pg_dump waiting for its lock",
        async () => {
          const { rows } = await sql`select 1 from pg_stat_activity
            where application_name = 'pg_dump' and wait_event_type = 'Lock'`.execute(
            app.database.db,
          );
          return rows.length === 1;
        },
        { timeoutMs: 60_000 },
      );
      // Erased after the snapshot: the row is in the copy, its file is gone from the folder.
      await app.erasePerson("late@example.com");
      await holder.query("rollback");
      await backedUp;

      const { stdout } = await run("pg_restore", ["--file=-", join(backupDir, "leads.dump")]);
      expect(stdout).toContain(file);
      expect(
        readFileSync(join(backupDir, "uploads", file))
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    } finally {
      await holder.end();
      await app.cleanup();
    }
  },
);

test("a backup removes the backups beside it made more than BACKUP_RETENTION_DAYS ago, and nothing else", async () => {
  const source = await place("sqlite-pruning-source", "sqlite");
  await (await createDatabase(source)).close();
  const folder = join(root, "nightly");
  const now = new Date("2026-12-20T03:20:00.000Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const settings = { ...source, BACKUP_RETENTION_DAYS: 14 };
  const made = async (name: string, at: Date) => {
    await backup(settings, join(folder, name), at);
  };
  await made("15-days-ago", daysAgo(15));
  // The same nightly timer, started a few minutes later 14 days ago: that night's backup goes.
  await made("14-days-ago", new Date(daysAgo(14).getTime() + 5 * 60_000));
  await made("13-days-ago", daysAgo(13));
  mkdirSync(join(folder, "not-a-backup"));
  writeFileSync(join(folder, "notes.txt"), "kept\n");

  const { pruned } = await backup(settings, join(folder, "today"), now);
  expect(pruned.sort()).toEqual([join(folder, "14-days-ago"), join(folder, "15-days-ago")]);
  expect(readdirSync(folder).sort()).toEqual(["13-days-ago", "not-a-backup", "notes.txt", "today"]);
});

test("a backup taken while a key is kept in the database says so, naming what to set", () => {
  const secret = "s".repeat(48);
  expect(
    keysInBackupWarning({ STAFF_AUTH_SECRET: secret, LINK_SIGNING_SECRET: secret }),
  ).toBeNull();
  expect(keysInBackupWarning({ STAFF_AUTH_SECRET: secret })).toMatch(
    /while LINK_SIGNING_SECRET is not set: .*set LINK_SIGNING_SECRET \(docs\/deploy\.md\)/,
  );
  expect(keysInBackupWarning({})).toContain(
    "STAFF_AUTH_SECRET and LINK_SIGNING_SECRET are not set",
  );
});
