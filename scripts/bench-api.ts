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
  errors: number;
};

function peakRssMb(pid: number): number {
  // VmHWM is the process's peak resident set size.
  const status = execFileSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" });
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function countStored(
  env: Record<string, string>,
  type: "mailing" | "contact",
  marker: string,
): number {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "server/cli/leads.ts", "export", "--type", type, "--format", "json"],
    {
      env: { ...process.env, ...env },
      encoding: "utf8",
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
  return (JSON.parse(output) as { email: string }[]).filter((row) => row.email.includes(marker))
    .length;
}

async function load(url: string, endpoint: "mailing-list" | "contact", marker: string) {
  let counter = 0;
  let acknowledged = 0;
  const result = await autocannon({
    url: `${url}/api/${endpoint}`,
    method: "POST",
    connections,
    duration: durationSeconds,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
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
          return { ...request, body: JSON.stringify({ json }) };
        },
        onResponse: (status) => {
          if (status >= 200 && status < 300) acknowledged += 1;
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
  };
  const server = await startServerProcess(env);
  const rows: Row[] = [];
  try {
    for (const endpoint of ["mailing-list", "contact"] as const) {
      const marker = `${runId}-${database}-${endpoint}`;
      const { result, acknowledged } = await load(server.url, endpoint, marker);
      rows.push({
        database,
        endpoint: `POST /api/${endpoint}`,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        peakRssMb: Math.round(peakRssMb(server.child.pid as number)),
        acknowledged,
        stored: countStored(env, endpoint === "mailing-list" ? "mailing" : "contact", marker),
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

console.log(`\n${connections} connections, ${durationSeconds} s per endpoint`);
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
      row.acknowledged - row.stored,
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
