/**
 * npm run bench:api: autocannon against POST /api/mailing-list (a distinct
 * email per request) and POST /api/contact, on SQLite and, when DATABASE_URL
 * points to PostgreSQL, on PostgreSQL too. Rate limits are raised for the run.
 * Prints requests/s, p50/p99 latency, the server's peak memory, and how many
 * acknowledged (2xx) leads are really stored. Writes bench-results/api.json.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServerProcess } from "./server-process.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The service's log level during the run; `info` writes one line per request. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
const runId = Date.now().toString(36);

type Row = {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  peakRssMb: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged with a 2xx but not in the database: must be 0. */
  missing: number;
  errors: number;
};

function peakRssMb(pid: number): number {
  // VmHWM is the process's peak resident set size.
  const status = execFileSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" });
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function storedEmails(
  env: Record<string, string>,
  type: "mailing" | "contact",
  marker: string,
): Set<string> {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "server/cli/leads.ts", "export", "--type", type, "--format", "json"],
    {
      env: { ...process.env, ...env },
      encoding: "utf8",
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
  return new Set(
    (JSON.parse(output) as { email: string }[])
      .map((row) => row.email)
      .filter((email) => email.includes(marker)),
  );
}

type ConnectionContext = { email: string };

async function load(url: string, endpoint: "mailing-list" | "contact", marker: string) {
  let counter = 0;
  const acknowledged = new Set<string>();
  const result = await autocannon({
    url: `${url}/api/${endpoint}`,
    method: "POST",
    connections,
    duration: durationSeconds,
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
          if (status >= 200 && status < 300) acknowledged.add((context as ConnectionContext).email);
        },
      },
    ],
  });
  return { result, acknowledged };
}

async function benchDatabase(database: "sqlite" | "postgres"): Promise<Row[]> {
  const directory = mkdtempSync(join(tmpdir(), "bench-api-"));
  const env: Record<string, string> = {
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: database === "postgres" ? (process.env.DATABASE_URL as string) : "",
    RATE_LIMIT_MAX: "100000000",
    SITE_DIR: join(directory, "site"),
    LOG_LEVEL: logLevel,
  };
  const server = await startServerProcess(env);
  const rows: Row[] = [];
  try {
    for (const endpoint of ["mailing-list", "contact"] as const) {
      const marker = `${runId}-${database}-${endpoint}`;
      const { result, acknowledged } = await load(server.url, endpoint, marker);
      const stored = storedEmails(env, endpoint === "mailing-list" ? "mailing" : "contact", marker);
      rows.push({
        database,
        endpoint: `POST /api/${endpoint}`,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        peakRssMb: Math.round(peakRssMb(server.child.pid as number)),
        acknowledged: acknowledged.size,
        stored: stored.size,
        missing: [...acknowledged].filter((email) => !stored.has(email)).length,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
  return rows;
}

const databases: ("sqlite" | "postgres")[] = process.env.DATABASE_URL?.startsWith("postgres")
  ? ["sqlite", "postgres"]
  : ["sqlite"];
const rows: Row[] = [];
for (const database of databases) rows.push(...(await benchDatabase(database)));

console.log(
  `\n${connections} connections, ${durationSeconds} s per endpoint, LOG_LEVEL=${logLevel}`,
);
console.log(
  [
    "database",
    "endpoint",
    "req/s",
    "p50",
    "p99",
    "peak RSS",
    "acknowledged",
    "stored",
    "missing",
    "errors",
  ].join("\t"),
);
for (const row of rows) {
  console.log(
    [
      row.database,
      row.endpoint,
      row.requestsPerSecond,
      `${row.p50Ms} ms`,
      `${row.p99Ms} ms`,
      `${row.peakRssMb} MB`,
      row.acknowledged,
      row.stored,
      row.missing,
      row.errors,
    ].join("\t"),
  );
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/api.json",
  `${JSON.stringify({ durationSeconds, connections, rows }, null, 2)}\n`,
);
console.log("\nwritten to bench-results/api.json");
