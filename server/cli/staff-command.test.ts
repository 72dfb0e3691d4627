import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, test, vi } from "vitest";
import { createDatabase } from "#server/db/database.ts";

const run = promisify(execFile);

// The CLI is a new Node process compiling TypeScript: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let directory = "";
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** `npm run leads -- staff add` started from `cwd`, with none of the file's settings in its environment. */
function staffAddIn(cwd: string, email: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "" };
  for (const name of ["SQLITE_PATH", "STAFF_URL", "STAFF_PORT", "PORT"]) delete env[name];
  return run(
    process.execPath,
    [
      "--import",
      resolve("node_modules/tsx/dist/loader.mjs"),
      resolve("server/cli/leads.ts"),
      ...["staff", "add", "--email", email, "--role", "admin"],
    ],
    { cwd, env },
  );
}

test("staff add started where a .env file is writes to that file's database and prints a link to its staff address", async () => {
  directory = mkdtempSync(join(tmpdir(), "staff-cli-env-"));
  const sqlitePath = join(directory, "from-env-file.db");
  writeFileSync(
    join(directory, ".env"),
    `SQLITE_PATH=${sqlitePath}\nSTAFF_URL=https://staff.from-file.example\n`,
  );
  const { stdout } = await staffAddIn(directory, "boss@hub.example");
  expect(stdout).toContain(`in ${sqlitePath}`);
  expect(stdout).toMatch(/^https:\/\/staff\.from-file\.example\/enrol#\S+$/m);
  const database = await createDatabase({ SQLITE_PATH: sqlitePath });
  try {
    const person = await database.db
      .selectFrom("staff_user")
      .select(["email", "role"])
      .executeTakeFirst();
    expect(person).toEqual({ email: "boss@hub.example", role: "admin" });
  } finally {
    await database.close();
  }
});

test("with STAFF_URL and STAFF_PORT unset the link names the staff port PORT + 1", async () => {
  directory = mkdtempSync(join(tmpdir(), "staff-cli-port-"));
  writeFileSync(join(directory, ".env"), `SQLITE_PATH=${join(directory, "leads.db")}\nPORT=8080\n`);
  const { stdout } = await staffAddIn(directory, "boss@hub.example");
  expect(stdout).toMatch(/^http:\/\/localhost:8081\/enrol#\S+$/m);
});
