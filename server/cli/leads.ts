/**
 * The staff's tool for leads (README, "Leads for the staff"):
 *   npm run leads -- list|export [--type mailing|contact|brochure] [--since YYYY-MM-DD]
 *                               [--format csv|json] [--out FILE] [--all]
 * Mailing-list addresses are those that confirmed their signup; --all adds
 * the pending and unsubscribed ones, with their status.
 *   npm run leads -- delete --email ADDRESS
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { toCsv } from "#server/cli/csv.ts";
import { createDatabase } from "#server/db/database.ts";
import { type LeadType, leadsRepository } from "#server/db/leads-repository.ts";
import { parseServerEnv } from "#server/env.ts";

const leadTypes: readonly LeadType[] = ["mailing", "contact", "brochure"];

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: "string" },
    since: { type: "string" },
    format: { type: "string", default: "csv" },
    out: { type: "string" },
    email: { type: "string" },
    all: { type: "boolean", default: false },
  },
});

const command = positionals[0];
if (command !== "list" && command !== "export" && command !== "delete") {
  fail(
    "usage: npm run leads -- list|export [--type mailing|contact|brochure] [--since YYYY-MM-DD] [--format csv|json] [--out FILE] [--all] | delete --email ADDRESS",
  );
}
if (values.type && !leadTypes.includes(values.type as LeadType))
  fail(`--type must be one of ${leadTypes.join(", ")}`);
if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail("--since must be YYYY-MM-DD");
if (values.format !== "csv" && values.format !== "json") fail("--format must be csv or json");

const config = parseServerEnv(process.env);
const database = await createDatabase(config);
const leads = leadsRepository(database);
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
