import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

/**
 * Starts the real lead service (server/index.ts) as a child process on a free
 * port and resolves once /healthz answers, whatever LOG_LEVEL says. Used by the
 * end-to-end tests and the benchmarks.
 */
export async function startServerProcess(
  env: Record<string, string>,
  // Benchmarks on a machine shared with other work may need longer to start.
  {
    startTimeoutMs = 30_000,
    staffHost = "localhost",
  }: {
    startTimeoutMs?: number;
    /** The staff side's host name; Keystatic's GitHub mode moves a browser on localhost to 127.0.0.1. */
    staffHost?: string;
  } = {},
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The staff side listens too (issue 21): on a port of its own, so parallel servers never clash.
  const staffPort = await freePort();
  const staffUrl = `http://${staffHost}:${staffPort}`;
  // BENCH_CPU_PROFILE=<dir>: each instance writes a V8 CPU profile there when it stops
  // (NODE_OPTIONS refuses --cpu-prof, so the flag goes on the command line).
  const profile = process.env.BENCH_CPU_PROFILE;
  const profileFlags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const nodeArgs = [...profileFlags, "--import", "tsx", "server/index.ts"];
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      STAFF_URL: staffUrl,
      ...env,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  // The log's last lines until the service is up say why a start failed
  // ("could not start": a port taken); after that the log is read and dropped.
  let started = false;
  child.stdout?.on("data", (chunk: Buffer) => {
    if (!started) errors = (errors + chunk.toString()).slice(-4_000);
  });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${errors}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      started = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    staffUrl,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
