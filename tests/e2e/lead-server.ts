import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../support/server-process.ts";

export type LeadServer = {
  url: string;
  /** The staff side's address (its own port, a host name that needs no DNS). */
  staffUrl: string;
  sqlitePath: string;
  stop: () => Promise<void>;
};

/** The real lead service on a free port, with its own SQLite file, serving the built site. */
export async function startLeadServer(
  env: Record<string, string> = {},
  options: { staffHost?: string; startTimeoutMs?: number } = {},
): Promise<LeadServer> {
  const directory = mkdtempSync(join(tmpdir(), "leads-e2e-"));
  const sqlitePath = join(directory, "leads.db");
  const server = await startServerProcess(
    {
      SQLITE_PATH: sqlitePath,
      UPLOADS_DIR: join(directory, "uploads"),
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_MAX: "1000",
      // The build npm test makes; a publishing test serves releases of its own instead.
      SITE_DIR: "build/client",
      ...env,
    },
    // A new Node process compiling TypeScript: seconds alone, much more beside other work.
    { startTimeoutMs: 90_000, ...options },
  );
  return {
    url: server.url,
    staffUrl: server.staffUrl,
    sqlitePath,
    async stop() {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
