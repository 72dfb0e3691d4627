import { execFile } from "node:child_process";
import {
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import {
  BackupError,
  type BackupManifest,
  type BackupSettings,
  files,
  isEmptyOrAbsent,
  postgresConnection,
  readManifest,
} from "#server/cli/backup-folder.ts";
import { snapshotSqlite } from "#server/db/sqlite-backup.ts";

const run = promisify(execFile);

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

/**
 * What to tell whoever takes a backup when a key is kept in the database
 * because the environment does not give it: the backup then holds it, and
 * with it working status and payment links and staff sessions (decisions
 * 145 and 232). Production over HTTPS refuses to start without both.
 */
export function keysInBackupWarning(settings: {
  STAFF_AUTH_SECRET?: string | undefined;
  LINK_SIGNING_SECRET?: string | undefined;
}): string | null {
  const unset = (["STAFF_AUTH_SECRET", "LINK_SIGNING_SECRET"] as const).filter(
    (name) => !settings[name],
  );
  if (unset.length === 0) return null;
  return `This backup holds the keys the service keeps in its database while ${unset.join(" and ")} ${unset.length === 1 ? "is" : "are"} not set: with them it can make working status and payment links and sign staff sessions. Keep it as safe as the server itself, or set ${unset.join(" and ")} (docs/deploy.md).`;
}
