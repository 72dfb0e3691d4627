import type { StaffRole } from "#schemas/staff.ts";
import { leadsCli } from "#tests/support/leads-cli.ts";

/** Where the CLI finds the database and which staff address its links name. */
export type StaffCliTarget = { SQLITE_PATH: string; DATABASE_URL: string; STAFF_URL: string };

/**
 * `npm run leads -- staff add`, as the server's operator runs it (called in
 * this process: tests/support/leads-cli.ts); resolves with the one-time
 * enrolment link it prints.
 */
export async function staffAddWithCli(
  target: StaffCliTarget,
  email: string,
  role: StaffRole,
): Promise<string> {
  const { code, stdout, stderr } = await leadsCli(
    { ...process.env, ...target },
    ...["staff", "add", "--email", email, "--role", role],
  );
  const link = stdout.match(/https?:\/\/\S+\/enrol#\S+/)?.[0];
  if (code !== 0 || !link)
    throw new Error(`no enrolment link (status ${code}): ${stdout}${stderr}`);
  return link;
}
