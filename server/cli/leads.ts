/**
 * The staff's tool for leads (README, "Leads for the staff"; `--help` prints
 * the usage). Mailing-list addresses are those that confirmed their signup;
 * --all adds the pending and unsubscribed ones, with their status.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { toCsv } from "#server/cli/csv.ts";
import { createDatabase } from "#server/db/database.ts";
import { type LeadType, leadQueries } from "#server/db/lead-queries.ts";
import { parseServerEnv } from "#server/env.ts";

const leadTypes: readonly LeadType[] = ["mailing", "contact", "brochure"];

const usage = `usage: npm run leads -- <command> [options]

commands:
  list                 print the leads (CSV unless --format json)
  export               the same, for a file with --out
  delete --email ADDR  forget a person everywhere
  staff add --email ADDR --role admin|staff|editor
                       make a staff account (or give one a new role) and print
                       a one-time enrolment link for it

options of list and export:
  --type mailing|contact|brochure   one kind of lead (default: every kind)
  --since YYYY-MM-DD                only leads from that day on
  --format csv|json                 output format (default: csv)
  --out FILE                        write to FILE instead of standard output
  --all                             the mailing list's pending and unsubscribed addresses too
  --help                            this text
`;

/** A usage error: one line on stderr and exit status 2, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message} (npm run leads -- --help)\n`);
  process.exit(2);
}

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        type: { type: "string" },
        since: { type: "string" },
        format: { type: "string", default: "csv" },
        out: { type: "string" },
        email: { type: "string" },
        role: { type: "string" },
        all: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    // parseArgs names the offending option in its message; its first line is enough.
    fail(
      error instanceof Error ? (error.message.split("\n")[0] ?? "bad arguments") : "bad arguments",
    );
  }
}

const { positionals, values } = readArguments();
if (values.help || positionals[0] === "help") {
  process.stdout.write(usage);
  process.exit(0);
}

const command = positionals[0];
if (command === "staff") {
  // Loaded only here: the auth library is a large import the lead commands do not need.
  const { runStaffCommand } = await import("#server/cli/staff-command.ts");
  await runStaffCommand(positionals.slice(1), values, fail);
  process.exit(0);
}
if (command !== "list" && command !== "export" && command !== "delete") {
  fail(
    command ? `unknown command "${command}"` : "a command is needed: list, export, delete or staff",
  );
}
if (positionals.length > 1) fail(`unexpected argument "${positionals[1]}"`);
if (values.type && !leadTypes.includes(values.type as LeadType))
  fail(`--type must be one of ${leadTypes.join(", ")}`);
if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail("--since must be YYYY-MM-DD");
if (values.format !== "csv" && values.format !== "json") fail("--format must be csv or json");

const config = parseServerEnv(process.env);
const database = await createDatabase(config);
const leads = leadQueries(database);
try {
  if (command === "delete") {
    if (!values.email) fail("delete needs --email ADDRESS");
    const removed = await leads.deleteByEmail(values.email);
    process.stdout.write(`${JSON.stringify({ deleted: removed })}\n`);
  } else {
    const types = values.type ? [values.type as LeadType] : leadTypes;
    const rows: Record<string, unknown>[] = [];
    for (const type of types) {
      // Consent (issue 12): only confirmed addresses are the mailing list.
      const status = values.all ? undefined : "confirmed";
      for (const row of await leads.listLeads(type, values.since, status)) {
        rows.push({ type, ...row });
      }
    }
    // One table for CSV: every column of every type, empty where a type has none.
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const table = rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? ""])),
    );
    const output = values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(table);
    if (values.out) {
      writeFileSync(values.out, output);
      process.stdout.write(`wrote ${rows.length} leads to ${values.out}\n`);
    } else process.stdout.write(output);
  }
} finally {
  await database.close();
}
