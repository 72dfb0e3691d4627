/**
 * The staff inbox with 100,000 leads (issue 21), on SQLite and, when
 * DATABASE_URL names a PostgreSQL server, on a fresh database there:
 * server time p50/p95 of the list and the search (in-process `inject`, so
 * no network) with the CPU time each request took in this process, and a CSV
 * export of every row streamed over a real socket (time, bytes, growth of the
 * process's resident memory, CPU).
 *   npm run bench:staff            LEADS=20000 npm run bench:staff
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { createDatabase, type Database } from "#server/db/database.ts";
import { parseServerEnv } from "#server/env.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { markdownTable, percentile } from "./bench-figures.ts";
import { signedInStaffApp } from "./bench-staff-session.ts";

const total = Number(process.env.LEADS ?? 100_000);
const samples = Number(process.env.SAMPLES ?? 200);

/**
 * 50 % contact messages, 25 % brochure requests, 25 % subscribers, over the
 * last year; one contact in 500 has an Igbo surname with its dotted letters.
 */
async function seed(database: Database) {
  const { db } = database;
  const start = Date.now() - 365 * 86_400_000;
  const batch = 1_000;
  for (let offset = 0; offset < total; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, total - offset) }, (_, index) => {
      const n = offset + index;
      return { n, at: new Date(start + Math.floor((n / total) * 365 * 86_400_000)).toISOString() };
    });
    const contact = rows.filter((row) => row.n % 4 < 2);
    const brochure = rows.filter((row) => row.n % 4 === 2);
    const mailing = rows.filter((row) => row.n % 4 === 3);
    await db
      .insertInto("contact_messages")
      .values(
        contact.map((row) => ({
          name: row.n % 1_000 === 0 ? `Person ${row.n} Ọkafọ` : `Person ${row.n}`,
          email: `person${row.n}@example.com`,
          phone: "08031234567",
          message: `Message number ${row.n} about the programmes.`,
          created_at: row.at,
        })),
      )
      .execute();
    await db
      .insertInto("brochure_requests")
      .values(brochure.map((row) => ({ email: `person${row.n}@example.com`, created_at: row.at })))
      .execute();
    await db
      .insertInto("mailing_list_signups")
      .values(
        mailing.map((row) => ({
          email: `person${row.n}@example.com`,
          sheet: "Mailing List",
          status: "confirmed" as const,
          created_at: row.at,
        })),
      )
      .execute();
  }
}

async function measure(kind: string, env: Record<string, string>) {
  const directory = mkdtempSync(join(tmpdir(), "bench-staff-"));
  const postgres =
    kind === "postgres"
      ? await freshPostgresDatabase(process.env.DATABASE_URL as string, "bench_staff")
      : null;
  const config = parseServerEnv({
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: postgres?.url ?? "",
    STAFF_DIR: join(directory, "no-ui"),
    STAFF_SIGN_IN_LIMIT: "1000",
    LOG_LEVEL: "silent",
    ...env,
  });
  const database = await createDatabase(config);
  const rows: string[][] = [];
  try {
    const seeded = performance.now();
    await seed(database);
    // A running server's autovacuum gathers statistics within a minute of such a load;
    // without them PostgreSQL guesses that few leads are new and scans the whole table.
    if (database.dialect === "postgres") await sql`analyze`.execute(database.db);
    process.stderr.write(
      `${kind}: ${total} leads seeded in ${Math.round(performance.now() - seeded)} ms\n`,
    );
    const { app, cookie } = await signedInStaffApp(config, database);

    const cases: [string, (i: number) => string][] = [
      ["list, first page", () => "/api/leads"],
      ["list, new contact messages", () => "/api/leads?kind=contact&status=new"],
      ["list, a date range", () => "/api/leads?from=2026-03-01&to=2026-03-31"],
      ["search, a name or email", (i) => `/api/leads?q=person${(i * 7919) % total}@`],
      ["search, a first and last name", (i) => `/api/leads?q=Person+${(i * 7919) % total}`],
      ["search, a word in every lead", () => "/api/leads?q=example"],
      ["search, no match", () => "/api/leads?q=nobody-at-all"],
      ["search, inside a word, accents aside", () => "/api/leads?q=okafo"],
      ["search, a word in every message", () => "/api/leads?q=programmes"],
      ["search, a phone number", () => "/api/leads?q=0803+123+4567"],
      ["search, many matches, all in old leads", () => "/api/leads?q=number+1"],
    ];
    for (const [name, url] of cases) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < samples; i += 1) {
        const began = performance.now();
        const cpuBefore = process.cpuUsage();
        const response = await app.inject({ method: "GET", url: url(i), headers: { cookie } });
        times.push(performance.now() - began);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1_000);
        if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      rows.push([
        kind,
        name,
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        percentile(cpu, 50).toFixed(1),
      ]);
    }

    // The export over a real socket, read as a browser would, a chunk at a time.
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await fetch(`${address}/api/leads/export?format=csv`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - began) / 1_000;
    const cpuUsed = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    rows.push([
      kind,
      `CSV export, ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB`,
      `${seconds.toFixed(1)} s`,
      `+${((peak - baseline) / 1e6).toFixed(0)} MB RSS`,
      `${((cpuUsed.user + cpuUsed.system) / 1e6).toFixed(1)} s`,
    ]);
    await app.close();
  } finally {
    await database.close();
    await postgres?.drop();
    rmSync(directory, { recursive: true, force: true });
  }
  return rows;
}

const kinds = process.env.DATABASE_URL?.startsWith("postgres")
  ? ["sqlite", "postgres"]
  : ["sqlite"];
const table: string[][] = [];
for (const kind of kinds) table.push(...(await measure(kind, {})));
process.stdout.write(`\n${total} leads, ${samples} requests per case (server time, ms)\n`);
// CPU is this process's: all of a request's work on SQLite, which runs inside it, and only
// the service's own part on PostgreSQL. Unlike the times, it hardly moves with the machine's load.
process.stdout.write(
  "(p50 CPU: this process's CPU time per request, load-independent on SQLite)\n\n",
);
process.stdout.write(markdownTable(["database", "case", "p50", "p95", "p50 CPU"], table));
