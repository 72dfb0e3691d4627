import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type LeadServer = {
  url: string;
  sqlitePath: string;
  stop: () => Promise<void>;
};

/**
 * Starts the real lead service (server/index.ts) on a free port with its own
 * SQLite file, serving the built site, and resolves once it listens.
 */
export async function startLeadServer(env: Record<string, string> = {}): Promise<LeadServer> {
  const directory = mkdtempSync(join(tmpdir(), "leads-e2e-"));
  const sqlitePath = join(directory, "leads.db");
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SQLITE_PATH: sqlitePath,
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`lead server did not start:\n${output}`)),
      30_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`lead server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    sqlitePath,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
