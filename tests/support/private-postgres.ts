import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

/** The newest PostgreSQL's binaries, as Debian installs them; null when there are none. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, "bin") : null;
}

/**
 * A throw-away PostgreSQL cluster of its own (initdb into a temporary folder,
 * a free loopback port), for a test or benchmark that stops and starts the
 * database without disturbing the shared test cluster of
 * tests/support/start-test-postgres.sh. As root, the cluster runs as `postgres`.
 */
export async function startPrivatePostgres(options: { role: string; database: string }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed under /usr/lib/postgresql");
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), "private-pg-"));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const uid = Number(stdout.trim());
    chownSync(directory, uid, uid);
  }
  const asPostgres = (command: string, args: string[]) =>
    isRoot
      ? run("su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args.map(quote)].join(" ")])
      : run(command, args);
  const data = join(directory, "data");
  await asPostgres(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", options.role]);
  const pgCtl = (...args: string[]) => asPostgres(join(bin, "pg_ctl"), ["-D", data, ...args]);
  const start = () =>
    pgCtl(
      "-o",
      `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1`,
      "-l",
      join(directory, "log"),
      "-w",
      "start",
    );
  const createDatabase = (name: string) =>
    asPostgres(join(bin, "createdb"), [
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      options.role,
      name,
    ]);
  await start();
  await createDatabase(options.database);
  return {
    port,
    /** A URL for the cluster; trust authentication ignores the password. */
    url: (password: string, database = options.database) =>
      `postgres://${options.role}:${password}@127.0.0.1:${port}/${database}`,
    /** Another database on the cluster, for a test or run that wants its own rows. */
    createDatabase,
    /** Stops the server as an operator's restart does: clients are cut off. */
    stop: () => pgCtl("-m", "fast", "-w", "stop"),
    start,
    async destroy() {
      await pgCtl("-m", "immediate", "-w", "stop").catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;

function quote(argument: string): string {
  return `'${argument.replaceAll("'", "'\\''")}'`;
}
