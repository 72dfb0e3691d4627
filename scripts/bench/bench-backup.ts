/**
 * npm run bench:backup: how long `leads backup` and `leads restore` take for
 * 100,000 leads (BENCH_LEADS), on SQLite and, when DATABASE_URL names a
 * PostgreSQL server, on a fresh database of its own there. The leads are
 * inserted in bulk (no mail), backed up, restored into an empty database, and
 * counted again. Only the database: no uploads or content folder.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backupRetentionDays } from "#schemas/lead-retention.ts";
import { backup } from "#server/cli/backup.ts";
import { restore } from "#server/cli/restore.ts";
import { createDatabase, type Database } from "#server/db/database.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";

const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const batch = 1_000;
const root = mkdtempSync(join(tmpdir(), "bench-backup-"));

/** A third each of signups, contact messages and brochure requests. */
async function insertLeads(database: Database) {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < leadCount; start += batch) {
    const rows = Array.from({ length: Math.min(batch, leadCount - start) }, (_, offset) => {
      const n = start + offset;
      return { n, email: `lead${n}@example.com` };
    });
    const kind = (n: number) => n % 3;
    const signups = rows.filter(({ n }) => kind(n) === 0);
    const messages = rows.filter(({ n }) => kind(n) === 1);
    const brochures = rows.filter(({ n }) => kind(n) === 2);
    await database.db.transaction().execute(async (trx) => {
      if (signups.length > 0)
        await trx
          .insertInto("mailing_list_signups")
          .values(
            signups.map(({ email }) => ({
              email,
              sheet: "Mailing List",
              status: "confirmed" as const,
              confirmed_at: createdAt,
              unsubscribed_at: null,
              created_at: createdAt,
            })),
          )
          .execute();
      if (messages.length > 0)
        await trx
          .insertInto("contact_messages")
          .values(
            messages.map(({ n, email }) => ({
              name: `Visitor ${n}`,
              email,
              phone: "+2348012345678",
              message: `Hello, I would like to know more about the classes (${n}).`,
              created_at: createdAt,
            })),
          )
          .execute();
      if (brochures.length > 0)
        await trx
          .insertInto("brochure_requests")
          .values(brochures.map(({ email }) => ({ email, created_at: createdAt })))
          .execute();
    });
  }
}

async function countLeads(database: Database) {
  let total = 0;
  for (const table of ["mailing_list_signups", "contact_messages", "brochure_requests"] as const) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    total += Number(row.count);
  }
  return total;
}

async function measure(kind: "sqlite" | "postgres") {
  const drops: (() => Promise<void>)[] = [];
  const settingsFor = async (name: string) => {
    let url = "";
    if (kind === "postgres") {
      const fresh = await freshPostgresDatabase(process.env.DATABASE_URL as string, "bench_bk");
      drops.push(fresh.drop);
      url = fresh.url;
    }
    return {
      SQLITE_PATH: join(root, `${kind}-${name}.db`),
      DATABASE_URL: url,
      UPLOADS_DIR: join(root, "no-uploads"),
      CONTENT_DIR: join(root, "no-content"),
      BACKUP_RETENTION_DAYS: backupRetentionDays,
    };
  };
  try {
    const source = await settingsFor("source");
    const database = await createDatabase(source);
    await insertLeads(database);
    const stored = await countLeads(database);
    await database.close();

    const backupDir = join(root, `${kind}-backup`);
    let started = performance.now();
    await backup(source, backupDir);
    const backupSeconds = (performance.now() - started) / 1000;
    const file = join(backupDir, kind === "sqlite" ? "leads.db" : "leads.dump");

    const target = await settingsFor("target");
    started = performance.now();
    await restore(target, backupDir);
    const restoreSeconds = (performance.now() - started) / 1000;
    const restored = await createDatabase(target);
    const count = await countLeads(restored);
    await restored.close();
    if (count !== stored) throw new Error(`${kind}: ${stored} leads backed up, ${count} restored`);
    return { kind, leads: count, backupSeconds, restoreSeconds, bytes: statSync(file).size };
  } finally {
    for (const drop of drops) await drop();
  }
}

const kinds: ("sqlite" | "postgres")[] = process.env.DATABASE_URL?.startsWith("postgres")
  ? ["sqlite", "postgres"]
  : ["sqlite"];
try {
  console.log(["database", "leads", "backup", "restore", "backup size"].join("\t"));
  for (const kind of kinds) {
    const result = await measure(kind);
    console.log(
      [
        result.kind,
        result.leads.toLocaleString("en"),
        `${result.backupSeconds.toFixed(2)} s`,
        `${result.restoreSeconds.toFixed(2)} s`,
        `${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
      ].join("\t"),
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
