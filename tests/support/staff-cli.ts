import { execFileSync } from "node:child_process";
import type { StaffRole } from "#schemas/staff.ts";

/** Where the CLI finds the database and which staff address its links name. */
export type StaffCliTarget = { SQLITE_PATH: string; DATABASE_URL: string; STAFF_URL: string };

/**
 * `npm run leads -- staff add`, as the server's operator runs it; resolves
 * with the one-time enrolment link it prints.
 */
export function staffAddWithCli(target: StaffCliTarget, email: string, role: StaffRole): string {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "server/cli/leads.ts", "staff", "add", "--email", email, "--role", role],
    { env: { ...process.env, ...target }, encoding: "utf8" },
  );
  const link = output.match(/https?:\/\/\S+\/enrol#\S+/)?.[0];
  if (!link) throw new Error(`no enrolment link in: ${output}`);
  return link;
}
