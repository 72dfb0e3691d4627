import { execFile } from "node:child_process";
import {
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pg from "pg";
import * as z from "zod";
import { mergeSearchIndexes } from "#server/db/erased-traces.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

const run = promisify(execFile);

/** What a backup holds and reads: the service's own settings (server/env.ts). */
export type BackupSettings = {
  SQLITE_PATH: string;
  DATABASE_URL?: string | undefined;
  UPLOADS_DIR: string;
  CONTENT_DIR: string;
};

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["sqlite", "postgres"]),
  uploads: z.boolean(),
  content: z.enum(["bundle", "copy", "none"]),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The names inside a backup folder. */
const files = {
  manifest: "manifest.json",
  sqlite: "leads.db",
  postgres: "leads.dump",
  uploads: "uploads",
  contentBundle: "content.bundle",
  contentCopy: "content",
} as const;

/** A refusal the CLI prints as one line; nothing was changed. */
export class BackupError extends Error {}

function isEmptyOrAbsent(directory: string) {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

/**
 * pg_dump and pg_restore get the address without its password, which goes in
 * PGPASSWORD so it never shows in the process list.
 */
function postgresConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function postgresHasTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    return (result.rows[0] as { tables: number }).tables > 0;
  } finally {
    await client.end();
  }
}

function sqliteHasTables(path: string) {
  if (!existsSync(path)) return false;
  const database = new SQLite(path, { readonly: true });
  try {
    const row = database
      .prepare("select count(*) as tables from sqlite_master where type = 'table'")
      .get() as { tables: number };
    return row.tables > 0;
  } finally {
    database.close();
  }
}

/** The content folder is the top of a git repository with at least one commit. */
async function isGitRepository(directory: string) {
  try {
    const { stdout } = await run("git", ["-C", directory, "rev-parse", "--show-toplevel"]);
    if (realpathSync(stdout.trim()) !== realpathSync(directory)) return false;
    await run("git", ["-C", directory, "rev-parse", "--verify", "HEAD"]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The live rows of the SQLite database, as of one moment, while other
 * connections go on writing. VACUUM INTO copies no free page (issue 31, item
 * 9: the online backup copied them, and an erased address with them); the
 * copy's search indexes are then merged, so none keeps the words of a row
 * deleted since the last cleanup (server/db/erased-traces.ts).
 */
async function snapshotSqlite(path: string, target: string) {
  const source = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    source.prepare("vacuum into ?").run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  copy.pragma("secure_delete = ON");
  const db = new Kysely<LeadsDatabase>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    await mergeSearchIndexes(db);
    await sql`vacuum`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Copies what `from` holds and `to` does not yet, folders included. A file
 * removed after it was listed (an erasure, the orphan sweep) is skipped:
 * its row is gone too, or will be by the time anyone restores.
 */
function copyNewFiles(from: string, to: string) {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      copyNewFiles(source, target);
      continue;
    }
    if (!entry.isFile() || existsSync(target)) continue;
    try {
      copyFileSync(source, target, constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as { code?: string }).code !== "ENOENT") throw error;
    }
  }
}

/**
 * The nightly timer starts up to ten minutes late at random, so the backup
 * made N days after another may be minutes short of N×24 hours after it: an
 * hour's leeway has the Nth night's backup remove it.
 */
const pruneLeewayMs = 60 * 60 * 1000;

/**
 * Removes the backups beside `directory` (the folders of its parent that
 * hold a manifest) made more than `retentionDays` days ago, so a lead
 * deleted or erased is gone from every backup that long after (issue 31,
 * item 11; /privacy says how long). Anything else in the folder stays.
 */
function pruneOlderBackups(directory: string, retentionDays: number, now: Date): string[] {
  const parent = resolve(directory, "..");
  const cutoff = now.getTime() - retentionDays * 86_400_000 + pruneLeewayMs;
  const pruned: string[] = [];
  for (const entry of readdirSync(parent, { withFileTypes: true })) {
    const folder = join(parent, entry.name);
    if (!entry.isDirectory() || folder === resolve(directory)) continue;
    let createdAt: number;
    try {
      createdAt = Date.parse(readManifest(folder).createdAt);
    } catch {
      continue;
    }
    if (createdAt < cutoff) {
      rmSync(folder, { recursive: true, force: true });
      pruned.push(folder);
    }
  }
  return pruned;
}

export type BackupResult = { manifest: BackupManifest; pruned: string[] };

/**
 * Writes a backup into `directory` (absent or empty; made readable by its owner
 * only, since it holds personal data) while the service keeps running: the
 * uploads folder, then the database (`VACUUM INTO` or `pg_dump
 * --format=custom`), then the uploads that arrived meanwhile; the content
 * repository as a git bundle of every branch (or the folder copied when it is
 * not a repository of its own). Then the backups beside it past
 * `BACKUP_RETENTION_DAYS` are removed.
 */
export async function backup(
  settings: BackupSettings & { BACKUP_RETENTION_DAYS: number },
  directory: string,
  now = new Date(),
): Promise<BackupResult> {
  if (!isEmptyOrAbsent(directory)) {
    throw new BackupError(`${directory} is not empty: back up into a new folder`);
  }
  const database = settings.DATABASE_URL ? "postgres" : "sqlite";
  if (database === "sqlite" && !existsSync(settings.SQLITE_PATH)) {
    throw new BackupError(`no database at SQLITE_PATH (${settings.SQLITE_PATH})`);
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  chmodSync(directory, 0o700);

  // The uploads before the database (issue 31, item 17): a résumé is on disk
  // before its row commits, so every row in the copy names a file copied
  // now or in the second pass below.
  const uploads = existsSync(settings.UPLOADS_DIR);
  if (uploads) copyNewFiles(settings.UPLOADS_DIR, join(directory, files.uploads));

  if (settings.DATABASE_URL) {
    const connection = postgresConnection(settings.DATABASE_URL);
    await run(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${join(directory, files.postgres)}`,
        `--dbname=${connection.dbname}`,
      ],
      { env: connection.env },
    );
  } else {
    await snapshotSqlite(settings.SQLITE_PATH, join(directory, files.sqlite));
  }

  // Leads are personal data: the copy is its owner's alone, whatever the umask.
  chmodSync(join(directory, database === "postgres" ? files.postgres : files.sqlite), 0o600);
  // The files that arrived while the database was copied: their rows may be in the copy.
  if (uploads) copyNewFiles(settings.UPLOADS_DIR, join(directory, files.uploads));

  let content: BackupManifest["content"] = "none";
  if (existsSync(settings.CONTENT_DIR)) {
    if (await isGitRepository(settings.CONTENT_DIR)) {
      await run("git", [
        "-C",
        settings.CONTENT_DIR,
        "bundle",
        "create",
        resolve(directory, files.contentBundle),
        "--all",
      ]);
      content = "bundle";
    } else {
      cpSync(settings.CONTENT_DIR, join(directory, files.contentCopy), { recursive: true });
      content = "copy";
    }
  }

  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    database,
    uploads,
    content,
  };
  writeFileSync(join(directory, files.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  // Only once this backup is whole: a failed one never costs an older one.
  return { manifest, pruned: pruneOlderBackups(directory, settings.BACKUP_RETENTION_DAYS, now) };
}

export function readManifest(directory: string): BackupManifest {
  const path = join(directory, files.manifest);
  if (!existsSync(path)) throw new BackupError(`${directory} holds no ${files.manifest}`);
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new BackupError(`${path} is not a backup manifest this version reads`);
  return parsed.data;
}

/** A folder in the way of a forced restore is kept beside it, never deleted. */
function moveAside(directory: string, stamp: string) {
  if (isEmptyOrAbsent(directory)) return null;
  const aside = `${directory.replace(/\/+$/, "")}.before-restore-${stamp}`;
  renameSync(directory, aside);
  return aside;
}

export type RestoreResult = { manifest: BackupManifest; movedAside: string[] };

/**
 * Restores a backup into an empty database, uploads folder and content folder,
 * with the service stopped. The database is the one the settings name, of the
 * kind the backup was taken from. Without `force` it refuses, changing nothing,
 * when any target holds data; with `force` the database is replaced and the
 * folders in the way are moved aside (`<folder>.before-restore-<time>`).
 */
export async function restore(
  settings: BackupSettings,
  directory: string,
  { force = false } = {},
): Promise<RestoreResult> {
  const manifest = readManifest(directory);
  const target = settings.DATABASE_URL ? "postgres" : "sqlite";
  if (manifest.database !== target) {
    throw new BackupError(
      `the backup holds a ${manifest.database} database; set ${manifest.database === "postgres" ? "DATABASE_URL" : "SQLITE_PATH and no DATABASE_URL"} to restore it`,
    );
  }
  if (!force) {
    const inTheWay = [
      (settings.DATABASE_URL
        ? await postgresHasTables(settings.DATABASE_URL)
        : sqliteHasTables(settings.SQLITE_PATH)) && "the database",
      manifest.uploads && !isEmptyOrAbsent(settings.UPLOADS_DIR) && settings.UPLOADS_DIR,
      manifest.content !== "none" && !isEmptyOrAbsent(settings.CONTENT_DIR) && settings.CONTENT_DIR,
    ].filter(Boolean);
    if (inTheWay.length > 0) {
      throw new BackupError(
        `not empty: ${inTheWay.join(", ")}; restore into empty ones, or pass --force`,
      );
    }
  }

  if (settings.DATABASE_URL) {
    const connection = postgresConnection(settings.DATABASE_URL);
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        ...(force ? ["--clean", "--if-exists"] : []),
        `--dbname=${connection.dbname}`,
        join(directory, files.postgres),
      ],
      { env: connection.env },
    );
  } else {
    mkdirSync(resolve(settings.SQLITE_PATH, ".."), { recursive: true });
    const source = new SQLite(join(directory, files.sqlite), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      // The same online backup, the other way: it replaces every page of the target.
      await source.backup(settings.SQLITE_PATH);
    } finally {
      source.close();
    }
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const movedAside: string[] = [];
  const clear = (folder: string) => {
    const aside = moveAside(folder, stamp);
    if (aside) movedAside.push(aside);
  };
  if (manifest.uploads) {
    clear(settings.UPLOADS_DIR);
    cpSync(join(directory, files.uploads), settings.UPLOADS_DIR, { recursive: true });
  }
  if (manifest.content === "bundle") {
    clear(settings.CONTENT_DIR);
    const bundle = resolve(directory, files.contentBundle);
    await run("git", ["clone", "--quiet", bundle, settings.CONTENT_DIR]);
    // Every branch as a branch of its own, not only the one checked out.
    await run("git", [
      "-C",
      settings.CONTENT_DIR,
      "fetch",
      "--quiet",
      "--update-head-ok",
      bundle,
      "+refs/heads/*:refs/heads/*",
    ]);
    // The clone would otherwise name the backup file as its origin.
    await run("git", ["-C", settings.CONTENT_DIR, "remote", "remove", "origin"]);
  } else if (manifest.content === "copy") {
    clear(settings.CONTENT_DIR);
    cpSync(join(directory, files.contentCopy), settings.CONTENT_DIR, { recursive: true });
  }
  return { manifest, movedAside };
}
