import { execFile } from "node:child_process";
import { cpSync, mkdirSync, renameSync } from "node:fs";
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
import { eraseAgainAfterRestore } from "#server/cli/restore-erasures.ts";
import { postgresHasTables, sqliteHasTables } from "#server/db/database-has-tables.ts";
import { erasuresIn } from "#server/db/erasure-ledger.ts";
import {
  instanceStaleMs,
  instancesSinceRestore,
  runningInstances,
  type SeenInstance,
} from "#server/db/service-instances.ts";
import { restoreSqlite } from "#server/db/sqlite-backup.ts";

const run = promisify(execFile);

/** "2 instances (app1 pid 4120, app1 pid 4121)": the ones an operator has to stop. */
function describeInstances(instances: SeenInstance[]): string {
  const which = instances.map((instance) => `${instance.host} pid ${instance.pid}`).join(", ");
  return `${instances.length} instance${instances.length === 1 ? "" : "s"} (${which})`;
}

/** A folder in the way of a forced restore is kept beside it, never deleted. */
function moveAside(directory: string, stamp: string) {
  if (isEmptyOrAbsent(directory)) return null;
  const aside = `${directory.replace(/\/+$/, "")}.before-restore-${stamp}`;
  renameSync(directory, aside);
  return aside;
}

export type RestoreResult = {
  manifest: BackupManifest;
  movedAside: string[];
  /** People erased after the backup was taken, erased again in the restored copy. */
  erasedAgain: number;
};

/**
 * Restores a backup into an empty database, uploads folder and content folder.
 * The database is the one the settings name, of the kind the backup was taken
 * from. It refuses, changing nothing, while an instance of the service uses
 * that database (issue 31, item 17: its leads since the backup were lost).
 * Without `force` it refuses too when any target holds data; with `force` the
 * database is replaced and the folders in the way are moved aside
 * (`<folder>.before-restore-<time>`), and the people the replaced database
 * erased after the backup was taken are erased again.
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
  const startedAt = new Date();
  const running = await runningInstances(settings, startedAt);
  if (running.length > 0) {
    throw new BackupError(
      `the service is running: ${describeInstances(running)} used this database in the last ${instanceStaleMs / 1000} s, and would go on acknowledging leads that the restore then loses. Stop every instance first (systemctl stop app@1 app@2; docs/deploy.md, "Restoring"), then restore again. An instance killed without a clean shutdown counts until ${instanceStaleMs / 1000} s after it was last heard from.`,
    );
  }
  // Read before the database is replaced: whom it erased, to erase them again in the copy.
  const erasures = await erasuresIn(settings);
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
    await restoreSqlite(join(directory, files.sqlite), settings.SQLITE_PATH);
  }

  const startedDuring = await instancesSinceRestore(settings, startedAt);
  if (startedDuring.length > 0) {
    throw new BackupError(
      `the backup was restored, but ${describeInstances(startedDuring)} started meanwhile and may have written into it: stop every instance and restore again`,
    );
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
  const erasedAgain = await eraseAgainAfterRestore(settings, erasures, manifest.createdAt);
  return { manifest, movedAside, erasedAgain };
}
