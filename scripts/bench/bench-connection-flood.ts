/**
 * How long /healthz and a page take to answer while one client holds and
 * churns its sockets (issue 25, item 3). The service runs as a real process
 * (server/index.ts of BENCH_SERVER_DIR, default this checkout, so an older
 * checkout can be measured the same way) on SQLite with a one-page site. One
 * client (127.0.0.2) opens BENCH_FLOOD_SOCKETS idle sockets and reopens each
 * as soon as the server closes it; another (127.0.0.1) asks for /healthz and
 * for the page on a new connection every 200 ms. Each probe gives up after
 * 5 s. The flood runs in a process of its own, so its churn does not delay
 * the prober's clock. Prints, without and then with the flood, how many probes were
 * answered and their median and slowest times.
 *
 *   npx tsx scripts/bench/bench-connection-flood.ts
 *   BENCH_SERVER_DIR=/path/to/older/checkout npx tsx scripts/bench/bench-connection-flood.ts
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.ts";

const serverDir = process.env.BENCH_SERVER_DIR ?? process.cwd();
const floodSockets = Number(process.env.BENCH_FLOOD_SOCKETS ?? 1_000);
const floodSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const probeEveryMs = 200;
const probeTimeoutMs = 5_000;
const prober = "127.0.0.1";
const flooder = "127.0.0.2";

type Probe = { ms: number } | { failed: string };

function probe(port: number, path: string): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = get(
      { host: "127.0.0.1", port, path, localAddress: prober, agent: false },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve(
            response.statusCode === 200
              ? { ms: performance.now() - started }
              : { failed: `status ${response.statusCode}` },
          ),
        );
      },
    );
    request.setTimeout(probeTimeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ failed: error.message }));
  });
}

/** Probes both paths every `probeEveryMs` for `seconds`. */
async function probeFor(port: number, seconds: number) {
  const results: Record<string, Promise<Probe>[]> = { "/healthz": [], "/": [] };
  const until = Date.now() + seconds * 1_000;
  while (Date.now() < until) {
    for (const path of Object.keys(results)) results[path]?.push(probe(port, path));
    await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
  }
  return Object.fromEntries(
    await Promise.all(
      Object.entries(results).map(async ([path, probes]) => [path, await Promise.all(probes)]),
    ),
  ) as Record<string, Probe[]>;
}

/** One client holding `count` sockets, each reopened as soon as it closes. */
async function flood(port: number, count: number) {
  let opened = 0;
  const churn = async () => {
    for (;;) {
      const socket = connect({ port, host: "127.0.0.1", localAddress: flooder });
      socket.on("error", () => undefined);
      opened += 1;
      await once(socket, "close");
    }
  };
  process.on("SIGTERM", () => {
    process.stdout.write(String(opened));
    process.exit(0);
  });
  await Promise.all(Array.from({ length: count }, churn));
}

/** The flood as a child process of this script; stop() says how many sockets it opened. */
function startFlood(port: number, count: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", import.meta.filename, "flood", String(port), String(count)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
      return Number(output);
    },
  };
}

function summary(phase: string, results: Record<string, Probe[]>) {
  return Object.entries(results).map(([path, probes]) => {
    const times = probes
      .flatMap((result) => ("ms" in result ? [result.ms] : []))
      .sort((a, b) => a - b);
    const failures = probes.flatMap((result) => ("failed" in result ? [result.failed] : []));
    return {
      phase,
      path,
      probes: probes.length,
      answered: times.length,
      failed: failures.length,
      "median ms": times.length ? Math.round(times[Math.floor(times.length / 2)] ?? 0) : "-",
      "slowest ms": times.length ? Math.round(times.at(-1) ?? 0) : "-",
      "first failure": failures[0] ?? "",
    };
  });
}

async function measure() {
  const directory = mkdtempSync(join(tmpdir(), "bench-flood-"));
  writeFileSync(join(directory, "index.html"), "<!doctype html><title>Home</title><p>Home</p>");
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      SITE_DIR: directory,
      SQLITE_PATH: join(directory, "leads.db"),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      const ready = await probe(port, "/healthz");
      if ("ms" in ready) break;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const quiet = await probeFor(port, 3);
    const flooding = startFlood(port, floodSockets);
    const flooded = await probeFor(port, floodSeconds);
    const opened = await flooding.stop();
    console.log(
      `\n${serverDir}: ${floodSockets} sockets from one client for ${floodSeconds} s (${opened} opened in all)`,
    );
    console.table([...summary("no flood", quiet), ...summary("flood", flooded)]);
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
    rmSync(directory, { recursive: true, force: true });
  }
}

if (process.argv[2] === "flood") await flood(Number(process.argv[3]), Number(process.argv[4]));
else await measure();
