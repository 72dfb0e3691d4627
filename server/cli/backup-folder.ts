import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";

/**
 * What a backup folder holds and how it is named: shared by the backup
 * (server/cli/backup.ts) and the restore (server/cli/restore.ts).
 */

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
export const files = {
  manifest: "manifest.json",
  sqlite: "leads.db",
  postgres: "leads.dump",
  uploads: "uploads",
  contentBundle: "content.bundle",
  contentCopy: "content",
} as const;

/** A refusal the CLI prints as one line; nothing was changed. */
export class BackupError extends Error {}

export function isEmptyOrAbsent(directory: string) {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

/**
 * pg_dump and pg_restore get the address without its password, which goes in
 * PGPASSWORD so it never shows in the process list.
 */
export function postgresConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

export function readManifest(directory: string): BackupManifest {
  const path = join(directory, files.manifest);
  if (!existsSync(path)) throw new BackupError(`${directory} holds no ${files.manifest}`);
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new BackupError(`${path} is not a backup manifest this version reads`);
  return parsed.data;
}
