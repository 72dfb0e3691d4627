import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, test, vi } from "vitest";
import { createDatabase, type Database } from "#server/db/database.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { brochureMail, confirmationMail } from "#server/mail/messages.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { testDatabases } from "#tests/support/test-app.ts";

const run = promisify(execFile);

// The CLI runs in its own Node process compiling TypeScript, and pg_dump,
// pg_restore and git are processes too: seconds each on a busy machine.
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

/** `npm run leads -- <args>` as the staff run it, with one place's settings. */
async function leadsCli(settings: Place, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "server/cli/leads.ts", ...args], {
    env: { ...process.env, ...settings },
  });
}

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
        return confirmationMail(email, { confirm: "http://x/c", unsubscribe: "http://x/u" }, 7);
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
    brochureMail("ada@example.com", { unsubscribe: "http://x/u" }),
    "198.51.100.7",
  );
}

/** Every row of every table, ordered, so two databases compare as values. */
async function everyRow(settings: Place) {
  const database = await createDatabase(settings);
  try {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
    const rows: Record<string, unknown[]> = {};
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
    const backedUp = await leadsCli(source, "backup", backupDir);
    expect(JSON.parse(backedUp.stdout)).toMatchObject({
      manifest: { database: kind, uploads: true, content: "bundle" },
    });

    const target = await place(`${kind}-target`, kind);
    await leadsCli(target, "restore", backupDir);

    const before = await everyRow(source);
    expect(before.contact_messages).toHaveLength(1);
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
        brochureMail("new@example.com", { unsubscribe: "http://x/u" }),
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
    await leadsCli(source, "backup", backupDir);

    const error = await leadsCli(source, "restore", backupDir).then(
      () => null,
      (failure: { code: number; stderr: string }) => failure,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain("not empty: the database");
    expect(await everyRow(source)).toMatchObject({
      brochure_requests: [{ email: "ada@example.com" }],
    });

    const again = await leadsCli(source, "backup", backupDir).then(
      () => null,
      (failure: { stderr: string }) => failure.stderr,
    );
    expect(again).toContain("is not empty");
  });
});
