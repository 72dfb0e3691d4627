/**
 * npm run bench:api: autocannon against POST /api/mailing-list (a distinct
 * email per request) and POST /api/contact, on SQLite and, when DATABASE_URL
 * points to PostgreSQL, on PostgreSQL too; each with one instance of the
 * service, then with two instances on the same database, the load split
 * between them. Rate limits and the send budget are raised for the run. Every
 * signup queues a confirmation mail and every contact message a staff mail,
 * which the instances' workers send to an SMTP sink in this process.
 * Prints requests/s, p50/p99 latency, the largest instance's peak memory, how
 * many acknowledged (2xx) leads are really stored, and how many of the queued
 * mails were sent and received, duplicates counted. Then, when PostgreSQL is
 * installed, a run across a PostgreSQL restart (scripts/bench/bench-api-restart.ts):
 * answers (2xx, 503 with Retry-After, other) against rows stored. Writes
 * bench-results/api.json.
 *
 * It says what it is doing as it goes: each step, the answers per second
 * during a load, and the mails still queued while the outbox drains.
 * BENCH_PROFILE=short is a quick look (5 s per endpoint, 1 s warm-up, no
 * restart run); BENCH_DATABASES=postgres (or sqlite) runs one database only.
 * BENCH_CPU_PROFILE=<dir> starts the instances with --cpu-prof: each writes a
 * V8 CPU profile to <dir> when it stops (docs/decisions/130-prepared-hot-statements.md).
 * BENCH_INSTANCE_CPUS=0.5 caps each instance at half a core, as a container
 * platform would: on a machine whose few cores one instance already fills
 * with the database and the load, that is how a second instance's share shows
 * (docs/decisions/135-instances-that-add-throughput.md).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { createDatabase, type Database } from "#server/db/database.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { startSmtpServer } from "#tests/support/smtp-test-server.ts";
import { startServerProcess } from "../../tests/support/server-process.ts";
import { benchAcrossPostgresRestart, type RestartRow } from "./bench-api-restart.ts";
import { loadAverageLine } from "./bench-figures.ts";
import { capCpu, cpuCapUnavailable } from "./cpu-cap.ts";

const short = process.env.BENCH_PROFILE === "short";
const durationSeconds = Number(process.env.BENCH_SECONDS ?? (short ? 5 : 10));
/** Load before the measured runs, not counted, so no endpoint is measured on a cold process. */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? (short ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Length of the run across a PostgreSQL restart, which comes a third of the way in. */
const restartSeconds = Number(process.env.BENCH_RESTART_SECONDS ?? durationSeconds);
/** The service's log level during the run; `info` writes one line per request. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
/** Longest wait, after the load, for the workers to empty the outbox. */
const drainTimeoutMs = Number(process.env.BENCH_DRAIN_SECONDS ?? 300) * 1000;
/** Each instance's CPU quota in cores, or null for as much as the machine gives. */
const instanceCpus = process.env.BENCH_INSTANCE_CPUS
  ? Number(process.env.BENCH_INSTANCE_CPUS)
  : null;
const runId = Date.now().toString(36);
const began = performance.now();

/** One line of progress, with the seconds since the bench began. */
function progress(message: string) {
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}

type Kind = "sqlite" | "postgres";
type Endpoint = "mailing-list" | "contact";

type Row = {
  database: Kind;
  instances: number;
  endpoint: string;
  /** Each instance's CPU quota in cores; null when uncapped. */
  instanceCpus: number | null;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  peakRssMb: number;
  /**
   * The instances' CPU time per answered request, their mail worker's
   * included: unlike req/s it hardly moves with what else the machine runs.
   */
  cpuMsPerRequest: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged with a 2xx but not in the database: must be 0. */
  missing: number;
  errors: number;
  mailsQueued: number;
  /**
   * Mails the sink received per second while the load ran: the instances'
   * other work, which the requests per second leave out.
   */
  mailsPerSecondDuringLoad: number;
  mailsSent: number;
  mailsReceived: number;
  /** Mails that reached the SMTP sink more than once: must be 0. */
  duplicates: number;
};

function peakRssMb(pid: number): number {
  // VmHWM is the process's peak resident set size.
  const status = execFileSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" });
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds (user and system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = execFileSync("cat", [`/proc/${pid}/stat`], { encoding: "utf8" });
  // Fields 14 and 15 (utime, stime), counted after the command's closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type ConnectionContext = { email: string };

/** Load on every instance at once, `connections` shared between them. */
async function load(urls: string[], endpoint: Endpoint, marker: string, seconds = durationSeconds) {
  let counter = 0;
  let answered = 0;
  let reported = 0;
  const acknowledged = new Set<string>();
  const ticker = setInterval(() => {
    progress(`  ${endpoint}: ${answered - reported} answers in the last second`);
    reported = answered;
  }, 1000);
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}/api/${endpoint}`,
        method: "POST",
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration: seconds,
        headers: { "content-type": "application/json" },
        requests: [
          {
            // One request at a time per connection, so the connection's context
            // knows which email its answer belongs to.
            setupRequest: (request, context) => {
              counter += 1;
              const email = `${marker}-${counter}@bench.example`;
              const json =
                endpoint === "mailing-list"
                  ? { email, sheet: "Mailing List" }
                  : {
                      name: "Bench Visitor",
                      email,
                      phone: "+2348012345678",
                      message: "Benchmark message",
                    };
              (context as ConnectionContext).email = email;
              return { ...request, body: JSON.stringify({ json }) };
            },
            onResponse: (status, _body, context) => {
              answered += 1;
              if (status >= 200 && status < 300) {
                acknowledged.add((context as ConnectionContext).email);
              }
            },
          },
        ],
      }),
    ),
  ).finally(() => clearInterval(ticker));
  const total = (pick: (result: autocannon.Result) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0);
  return {
    requestsPerSecond: Math.round(total((result) => result.requests.average)),
    // The slower instance's figures: what a visitor behind the balancer may meet.
    p50Ms: Math.max(...results.map((result) => result.latency.p50)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    errors: total((result) => result.errors + result.non2xx),
    acknowledged,
  };
}

/** The run's mails by status, found by the marker in their address or body. */
async function outboxCounts({ db }: Database, marker: string) {
  const rows = await db
    .selectFrom("outbox_messages")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where((eb) =>
      eb.or([eb("to_address", "like", `${marker}-%`), eb("text_body", "like", `%${marker}-%`)]),
    )
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    queued: count("queued"),
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    sent: count("sent"),
  };
}

async function drained(database: Database, marker: string): Promise<void> {
  const deadline = Date.now() + drainTimeoutMs;
  let lastReport = 0;
  for (;;) {
    const { queued } = await outboxCounts(database, marker);
    if (queued === 0 || Date.now() >= deadline) return;
    if (Date.now() - lastReport >= 2_000) {
      progress(`  ${queued} mails still queued, waiting for the workers`);
      lastReport = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Each received mail is keyed by the run's address in it; a key seen twice is a duplicate. */
function receivedMails(received: string[], marker: string) {
  const pattern = new RegExp(`${marker}-\\d+@bench\\.example`);
  const keys = received.map((raw) => pattern.exec(raw)?.[0]).filter((key) => key !== undefined);
  return { received: keys.length, duplicates: keys.length - new Set(keys).size };
}

async function bench(kind: Kind, instances: number): Promise<Row[]> {
  const directory = mkdtempSync(join(tmpdir(), "bench-api-"));
  const received: string[] = [];
  const smtp = await startSmtpServer(received);
  // A database of its own for each run on DATABASE_URL's server, dropped after it.
  const postgres =
    kind === "postgres"
      ? await freshPostgresDatabase(process.env.DATABASE_URL as string, `bench_${runId}`)
      : null;
  const storage = { SQLITE_PATH: join(directory, "leads.db"), DATABASE_URL: postgres?.url ?? "" };
  const env: Record<string, string> = {
    ...storage,
    RATE_LIMIT_MAX: "100000000",
    MAIL_HOURLY_BUDGET: "100000000",
    // One SMTP connection per worker, kept open between mails.
    SMTP_URL: `${smtp.url}?pool=true`,
    OUTBOX_POLL_MS: "100",
    CONTACT_NOTIFY_TO: "staff@bench.example",
    SITE_DIR: join(directory, "site"),
    LOG_LEVEL: logLevel,
  };
  // The bench's own connection runs the migrations; then the instances start one by one.
  progress(
    `${kind}, ${instances} instance(s)${instanceCpus ? `, ${instanceCpus} core each` : ""}: starting`,
  );
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  const uncaps: (() => void)[] = [];
  const database = await createDatabase(storage);
  const leads = leadQueries(database);
  const rows: Row[] = [];
  try {
    for (let index = 0; index < instances; index += 1) {
      const server = await startServerProcess(env, { startTimeoutMs: 120_000 });
      servers.push(server);
      if (instanceCpus) uncaps.push(capCpu(server.child.pid as number, instanceCpus));
    }
    progress(`${kind}, ${instances} instance(s): warming up for ${warmUpSeconds} s`);
    for (const endpoint of ["mailing-list", "contact"] as const) {
      await load(
        servers.map((server) => server.url),
        endpoint,
        `${runId}-warm-up`,
        warmUpSeconds / 2,
      );
    }
    await drained(database, `${runId}-warm-up`);
    for (const endpoint of ["mailing-list", "contact"] as const) {
      const marker = `${runId}-${kind}-${instances}-${endpoint}`;
      progress(`${kind}, ${instances} instance(s): POST /api/${endpoint} for ${durationSeconds} s`);
      const cpu = () =>
        servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid as number), 0);
      const cpuBefore = cpu();
      const figures = await load(
        servers.map((server) => server.url),
        endpoint,
        marker,
      );
      const mailsDuringLoad = receivedMails(received, marker).received;
      await drained(database, marker);
      const answered = figures.requestsPerSecond * durationSeconds;
      const cpuMsPerRequest = ((cpu() - cpuBefore) * 1000) / Math.max(1, answered);
      const type = endpoint === "mailing-list" ? "mailing" : "contact";
      const stored = new Set(
        (await leads.listLeads(type))
          .map((row) => String(row.email))
          .filter((email) => email.startsWith(`${marker}-`)),
      );
      const mails = await outboxCounts(database, marker);
      const sink = receivedMails(received, marker);
      progress(
        `${kind}, ${instances} instance(s): POST /api/${endpoint} ${figures.requestsPerSecond} req/s, ` +
          `p99 ${figures.p99Ms} ms, ${cpuMsPerRequest.toFixed(2)} CPU ms per request, ${figures.acknowledged.size} acknowledged, ${stored.size} stored, ` +
          `${sink.received} mails received`,
      );
      rows.push({
        database: kind,
        instances,
        endpoint: `POST /api/${endpoint}`,
        instanceCpus,
        requestsPerSecond: figures.requestsPerSecond,
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        peakRssMb: Math.round(
          Math.max(...servers.map((server) => peakRssMb(server.child.pid as number))),
        ),
        cpuMsPerRequest: Math.round(cpuMsPerRequest * 100) / 100,
        acknowledged: figures.acknowledged.size,
        stored: stored.size,
        missing: [...figures.acknowledged].filter((email) => !stored.has(email)).length,
        errors: figures.errors,
        mailsQueued: mails.total,
        mailsPerSecondDuringLoad: Math.round(mailsDuringLoad / durationSeconds),
        mailsSent: mails.sent,
        mailsReceived: sink.received,
        duplicates: sink.duplicates,
      });
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const uncap of uncaps) uncap();
    await database.close();
    await postgres?.drop();
    await smtp.close();
    rmSync(directory, { recursive: true, force: true });
  }
  return rows;
}

const capUnavailable = instanceCpus ? cpuCapUnavailable() : null;
if (capUnavailable) {
  console.error(`BENCH_INSTANCE_CPUS is set, but ${capUnavailable}`);
  process.exit(1);
}
const wanted = process.env.BENCH_DATABASES?.split(",") ?? ["sqlite", "postgres"];
const kinds = (
  process.env.DATABASE_URL?.startsWith("postgres") ? ["sqlite", "postgres"] : ["sqlite"]
).filter((kind): kind is Kind => wanted.includes(kind));
const rows: Row[] = [];
for (const kind of kinds) {
  for (const instances of [1, 2]) rows.push(...(await bench(kind, instances)));
}

if (!short) progress("across a PostgreSQL restart");
const restart = short
  ? null
  : await benchAcrossPostgresRestart({
      seconds: restartSeconds,
      connections,
      logLevel,
      marker: `${runId}-restart`,
    });

/** A tab-separated table: a header line, then one line per row. */
function printTable<T>(columns: [string, (row: T) => string | number][], tableRows: T[]) {
  console.log(columns.map(([name]) => name).join("\t"));
  for (const row of tableRows) console.log(columns.map(([, value]) => value(row)).join("\t"));
}

console.log(
  `\n${connections} connections, ${durationSeconds} s per endpoint, LOG_LEVEL=${logLevel}, ` +
    loadAverageLine("at the end"),
);
printTable<Row>(
  [
    ["database", (row) => row.database],
    ["instances", (row) => row.instances],
    ["endpoint", (row) => row.endpoint],
    ["CPU per instance", (row) => (row.instanceCpus ? `${row.instanceCpus} core` : "uncapped")],
    ["req/s", (row) => row.requestsPerSecond],
    ["p50", (row) => `${row.p50Ms} ms`],
    ["p99", (row) => `${row.p99Ms} ms`],
    ["peak RSS", (row) => `${row.peakRssMb} MB`],
    ["CPU per request", (row) => `${row.cpuMsPerRequest} ms`],
    ["acknowledged", (row) => row.acknowledged],
    ["stored", (row) => row.stored],
    ["missing", (row) => row.missing],
    ["errors", (row) => row.errors],
    ["mails queued", (row) => row.mailsQueued],
    ["mails/s during load", (row) => row.mailsPerSecondDuringLoad],
    ["sent", (row) => row.mailsSent],
    ["received", (row) => row.mailsReceived],
    ["duplicates", (row) => row.duplicates],
  ],
  rows,
);
if (restart) {
  console.log(
    `\nAcross a PostgreSQL restart: ${connections} clients for ${restart.seconds} s, one instance; ` +
      `PostgreSQL stopped at ${restart.restartAtSeconds} s and accepted connections again ${restart.downSeconds} s later`,
  );
  printTable<RestartRow>(
    [
      ["database", () => "postgres (restarted)"],
      ["instances", () => 1],
      ["endpoint", (row) => row.endpoint],
      ["req/s", (row) => row.requestsPerSecond],
      ["requests", (row) => row.requests],
      ["2xx", (row) => row.acknowledged],
      ["503 + Retry-After", (row) => row.unavailable],
      ["other", (row) => row.other],
      ["stored", (row) => row.stored],
      ["acknowledged, not stored", (row) => row.acknowledgedNotStored],
      ["stored, not acknowledged", (row) => row.storedNotAcknowledged],
      ["half-stored", (row) => row.halfStored],
    ],
    restart.rows,
  );
} else if (!short) {
  console.log("\nNo PostgreSQL installed under /usr/lib/postgresql: the restart run was skipped");
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/api.json",
  `${JSON.stringify({ durationSeconds, connections, rows, restart }, null, 2)}\n`,
);
console.log("\nwritten to bench-results/api.json");
