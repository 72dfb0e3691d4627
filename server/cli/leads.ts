/**
 * `npm run leads`: the staff's tool for leads, run as a process with this
 * process's settings (.env included) and streams (server/cli/leads-cli.ts).
 */
import { runLeadsCli } from "#server/cli/leads-cli.ts";
import { readEnvironment } from "#server/env.ts";

// Exits at once when done: the auth library and the database pool keep timers that would hold it open.
process.exit(
  await runLeadsCli(process.argv.slice(2), {
    env: readEnvironment(),
    stdout: process.stdout,
    stderr: process.stderr,
  }),
);
