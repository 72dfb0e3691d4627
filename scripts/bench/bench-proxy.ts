/**
 * npm run bench:proxy: the production topology on this machine. Caddy
 * (deploy/Caddyfile, TLS=internal) in front of two instances on one
 * PostgreSQL database (DATABASE_URL names the server; a fresh database is made
 * there), serving SITE_DIR (default build/client: build first).
 * 1. A page and signups, BENCH_CLIENTS clients (50) for BENCH_SECONDS (10)
 *    each: one instance directly over HTTP, then both through Caddy over HTTPS.
 * 2. The rolling restart: the same clients browse and sign up through Caddy
 *    while each instance is restarted in turn, then one is stopped for good and
 *    the other serves 1,000 more requests. Failed requests and acknowledged
 *    signups missing from the database must both be 0.
 * 3. A crash: `kill -9` of one instance under load, and what it cost the
 *    requests in flight and those sent just after (scripts/bench/bench-proxy-faults.ts).
 * 4. A database outage: PostgreSQL (a private cluster) stopped for
 *    BENCH_OUTAGE_SECONDS (6) under load: the pages and signups sent meanwhile.
 * BENCH_PROXY_RUNS=crash,outage runs only those of load, rolling, crash, outage.
 * No SMTP_URL: mail stays in the outbox. Limits are raised so nothing is refused.
 */
import { existsSync } from "node:fs";
import { createDatabase } from "#server/db/database.ts";
import { type CaddyStack, startCaddyStack } from "#tests/support/caddy-stack.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { type StepOutcome, startClients, summarise } from "#tests/support/load-clients.ts";
import { loadAverageLine } from "./bench-figures.ts";
import { measureCrash, measureDatabaseOutage } from "./bench-proxy-faults.ts";

const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const siteDir = process.env.SITE_DIR ?? "build/client";
const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 6);
const runs = new Set(
  (process.env.BENCH_PROXY_RUNS ?? "load,rolling,crash,outage").split(",").map((run) => run.trim()),
);
if (!process.env.DATABASE_URL?.startsWith("postgres")) {
  throw new Error("bench:proxy needs DATABASE_URL naming a PostgreSQL server");
}
if (!existsSync(siteDir)) throw new Error(`no built site at ${siteDir}: npm run build first`);

type Send = (
  path: string,
  init?: { method?: string; headers: Record<string, string>; body?: string },
) => Promise<number>;

const signupBody = (email: string) => JSON.stringify({ json: { email, sheet: "Mailing List" } });

function pageStep(send: Send) {
  return async (): Promise<StepOutcome> => {
    // As browsers ask, so both paths send the brotli copy.
    const status = await send("/", { headers: { "accept-encoding": "br, gzip" } }).catch(() => 0);
    return { kind: "page", ok: status === 200, status };
  };
}

function signupStep(send: Send, run: string) {
  return async (client: number, n: number): Promise<StepOutcome> => {
    const email = `${run}-${client}-${n}@bench.example`;
    const status = await send("/api/mailing-list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: signupBody(email),
    }).catch(() => 0);
    const ok = status === 201;
    return { kind: "signup", ok, status, ...(ok ? { acknowledged: email } : {}) };
  };
}

async function measure(
  label: string,
  step: (client: number, n: number) => Promise<StepOutcome>,
  kind: string,
) {
  const run = startClients(clients, step);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { outcomes, seconds: elapsed } = await run.stop();
  const row = summarise(outcomes, kind, elapsed);
  console.log([label, kind, row.perSecond, `${row.p99} ms`, row.failed].join("\t"));
  return row;
}

// Other work on the machine moves these figures: say how busy it was.
console.log(`${clients} clients; ${loadAverageLine()}`);
if (["load", "rolling", "crash"].some((run) => runs.has(run))) await onOneDatabase();
if (runs.has("outage")) await measureDatabaseOutage(siteDir, clients, outageSeconds);

/** The runs on one stack over a fresh database of DATABASE_URL's server. */
async function onOneDatabase() {
  const postgres = await freshPostgresDatabase(process.env.DATABASE_URL as string, "bench_proxy");
  const settings = { SQLITE_PATH: "", DATABASE_URL: postgres.url };
  await (await createDatabase(settings)).close();
  const stack = await startCaddyStack({
    DATABASE_URL: postgres.url,
    SITE_DIR: siteDir,
    RATE_LIMIT_MAX: "100000000",
    MAIL_HOURLY_BUDGET: "100000000",
  });
  try {
    const direct = `http://127.0.0.1:${stack.instances[0]?.port}`;
    const sendDirect: Send = (path, init) =>
      fetch(`${direct}${path}`, init).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    const sendCaddy: Send = (path, init) =>
      stack.request(path, init).then((answer) => answer.status);
    if (runs.has("load")) {
      console.log(`${seconds} s each`);
      console.log(["path", "request", "per second", "p99", "failed"].join("\t"));
      await measure("one instance, HTTP", pageStep(sendDirect), "page");
      await measure("one instance, HTTP", signupStep(sendDirect, "direct"), "signup");
      await measure("Caddy + two instances, HTTPS", pageStep(sendCaddy), "page");
      await measure("Caddy + two instances, HTTPS", signupStep(sendCaddy, "caddy"), "signup");
      console.log(loadAverageLine("after the load"));
    }
    if (runs.has("crash")) await measureCrash(stack, clients);
    if (runs.has("rolling")) await rollingRestart(stack, settings, sendCaddy);
    console.log(loadAverageLine("at the end"));
  } finally {
    await stack.stop();
    await postgres.drop();
  }
}

/** Each instance restarted in turn, then one stopped for good, under load. */
async function rollingRestart(
  stack: CaddyStack,
  settings: { SQLITE_PATH: string; DATABASE_URL: string },
  sendCaddy: Send,
) {
  const browse = pageStep(sendCaddy);
  const signup = signupStep(sendCaddy, "rolling");
  const clientsLoad = startClients(clients, (client, n) =>
    n % 2 === 0 ? browse() : signup(client, n),
  );
  const began = performance.now();
  await stack.restartInstance(0);
  await stack.restartInstance(1);
  await stack.stopInstance(0);
  const afterStop = clientsLoad.outcomes.length;
  while (clientsLoad.outcomes.length < afterStop + 1000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { outcomes } = await clientsLoad.stop();
  const acknowledged = outcomes.flatMap((outcome) => outcome.acknowledged ?? []);
  const database = await createDatabase(settings);
  const stored = new Set(
    (
      await database.db
        .selectFrom("mailing_list_signups")
        .select("email")
        .where("email", "like", "rolling-%")
        .execute()
    ).map((row) => row.email),
  );
  await database.close();
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(
    `\nrolling restart (${((performance.now() - began) / 1000).toFixed(0)} s): ${outcomes.length} requests after` +
      ` restarting each instance and stopping one (${outcomes.length - afterStop} served by the last alone);` +
      ` failed ${failed.length} (${[...new Set(failed.map((outcome) => outcome.status))].join(", ") || "none"});` +
      ` signups acknowledged ${acknowledged.length}, lost ${acknowledged.filter((email) => !stored.has(email)).length}`,
  );
}
