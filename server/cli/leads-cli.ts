/**
 * The staff's tool for leads (README, "Leads for the staff"; `--help` prints
 * the usage), as a function of its arguments, settings and output streams:
 * server/cli/leads.ts runs it as the process, tests call it in theirs.
 * Mailing-list addresses are those that confirmed their signup; --all adds
 * the pending and unsubscribed ones, with their status.
 */
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { type LeadKind, leadKinds } from "#schemas/staff.ts";
import { backup, keysInBackupWarning } from "#server/cli/backup.ts";
import { BackupError } from "#server/cli/backup-folder.ts";
import { type CliIo, fail, UsageError } from "#server/cli/cli-io.ts";
import { outboxListing, outboxListingDefault } from "#server/cli/outbox-listing.ts";
import { restore } from "#server/cli/restore.ts";
import { createDatabase } from "#server/db/database.ts";
import { erasedTraces, TracesRemain } from "#server/db/erased-traces.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { staffAuthSecret } from "#server/db/service-secrets.ts";
import { parseServerEnv } from "#server/env.ts";
import { erasePerson } from "#server/erasure/erase-person.ts";
import { leadExportLines } from "#server/export/lead-export.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";

const usage = `usage: npm run leads -- <command> [options]

commands:
  list                 print the leads (CSV unless --format json)
  export               the same, for a file with --out
  delete --email ADDR  forget a person everywhere (résumé files included)
  outbox               the newest mails the service wrote, sent or waiting, as
                       their readers get them (--email ADDR: to one address;
                       --limit N: how many, default 20)
  backup DIR           the database, the uploads and the content into a new folder;
                       removes the backups beside it older than BACKUP_RETENTION_DAYS
  restore DIR          a backup into an empty database and folders (--force replaces)
  staff add --email ADDR --role admin|staff|editor
                       make a staff account (or give one a new role) and print
                       a one-time enrolment link for it

options of list and export:
  --type mailing|contact|brochure|application|hiring-request
                                    one kind of lead (default: every kind)
  --since YYYY-MM-DD                only leads from that day on
  --format csv|json                 output format (default: csv)
  --out FILE                        write to FILE instead of standard output
  --all                             the mailing list's pending and unsubscribed addresses too
  --force                           restore over a database and folders that hold data
  --help                            this text
`;

function readArguments(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        type: { type: "string" },
        since: { type: "string" },
        format: { type: "string", default: "csv" },
        out: { type: "string" },
        email: { type: "string" },
        role: { type: "string" },
        limit: { type: "string" },
        all: { type: "boolean", default: false },
        force: { type: "boolean", default: false },
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

/** The command's exit status once it has run; a usage error is said on stderr, status 2. */
export async function runLeadsCli(args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await runCommand(args, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message} (npm run leads -- --help)\n`);
    return 2;
  }
}

async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const { positionals, values } = readArguments(args);
  if (values.help || positionals[0] === "help") {
    io.stdout.write(usage);
    return 0;
  }

  const command = positionals[0];
  if (command === "staff") {
    // Loaded only here: the auth library is a large import the lead commands do not need.
    const { runStaffCommand } = await import("#server/cli/staff-command.ts");
    await runStaffCommand(positionals.slice(1), values, io);
    return 0;
  }
  if (command === "backup" || command === "restore") {
    const directory = positionals[1];
    if (!directory) fail(`${command} needs a folder: npm run leads -- ${command} DIR`);
    if (positionals.length > 2) fail(`unexpected argument "${positionals[2]}"`);
    const settings = parseServerEnv(io.env);
    const started = performance.now();
    try {
      const result =
        command === "backup"
          ? await backup(settings, directory)
          : await restore(settings, directory, { force: values.force });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      io.stdout.write(`${JSON.stringify({ [command]: directory, seconds, ...result })}\n`);
      const warning = command === "backup" ? keysInBackupWarning(settings) : null;
      if (warning) io.stderr.write(`${warning}\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
  }
  if (command === "outbox") {
    const limit = values.limit === undefined ? outboxListingDefault : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number from 1");
    const config = parseServerEnv(io.env);
    const database = await createDatabase(config);
    try {
      const secrets = mailSecrets(await staffAuthSecret(database, config.STAFF_AUTH_SECRET));
      io.stdout.write(
        await outboxListing(
          database,
          { limit, ...(values.email && { email: values.email }) },
          secrets.open,
        ),
      );
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command !== "list" && command !== "export" && command !== "delete") {
    fail(
      command
        ? `unknown command "${command}"`
        : "a command is needed: list, export, delete, outbox, backup, restore or staff",
    );
  }
  if (positionals.length > 1) fail(`unexpected argument "${positionals[1]}"`);
  if (values.type && !(leadKinds as readonly string[]).includes(values.type))
    fail(`--type must be one of ${leadKinds.join(", ")}`);
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail("--since must be YYYY-MM-DD");
  if (values.format !== "csv" && values.format !== "json") fail("--format must be csv or json");

  const config = parseServerEnv(io.env);
  const database = await createDatabase(config);
  const leads = leadQueries(database);
  try {
    if (command === "delete") {
      if (!values.email) fail("delete needs --email ADDRESS");
      const removed = await erasePerson({ database, uploadsDir: config.UPLOADS_DIR }, values.email);
      io.stdout.write(`${JSON.stringify({ deleted: removed })}\n`);
      try {
        await erasedTraces(database).clean();
      } catch (error) {
        if (!(error instanceof TracesRemain)) throw error;
        io.stderr.write(
          `erased, but not yet wiped from the database's files (${error.message}); the service's hourly sweep, or the next delete, does it\n`,
        );
        exitCode = 1;
      }
    } else {
      const kind = values.type as LeadKind | undefined;
      // Consent (issue 12): only confirmed addresses are the mailing list, unless --all.
      const records = leads.exportRecords({
        ...(kind && { kind }),
        ...(values.since && { from: values.since }),
        subscribedOnly: !values.all,
      });
      let count = 0;
      const lines = leadExportLines(records, {
        format: values.format,
        kind,
        staffUrl: config.STAFF_URL,
        finished: async (rows) => {
          count = rows;
        },
      });
      if (values.out) {
        await pipeline(Readable.from(lines), createWriteStream(values.out));
        io.stdout.write(`wrote ${count} leads to ${values.out}\n`);
      } else await pipeline(Readable.from(lines), io.stdout, { end: false });
    }
  } finally {
    await database.close();
  }
  return exitCode;
}
