import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Whether `port` can be listened on at loopback right now. */
async function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  const free = await new Promise<boolean>((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (free) await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

/** The end-to-end suite's parallel workers (playwright.config.ts). */
export const e2eWorkers = 2;

/**
 * Ports this process handed out. A server given a port listens on it only
 * once it has started, seconds later: until then the port probes free, and
 * must not be handed out again (a server's staff port after its own, say).
 */
const handedOut = new Set<number>();

/** The first port of the kernel's ephemeral range, or Linux's default where it cannot be read. */
function firstEphemeralPort(): number {
  try {
    const first = Number(
      readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 0 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * The ports tests may hand out: TEST_PORTS ("4442-4459") on a machine where
 * each person may use only their own range; else the ten thousand below the
 * kernel's ephemeral range. Never a port of that range: every outgoing
 * connection (the browser's, the database's) takes its local port from it, so
 * a port probed free there could be taken in the seconds before the server
 * given it listens (EADDRINUSE in CI, 2026-11-29).
 */
function portRange(): [number, number] {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? "");
  if (range) return [Number(range[1]), Number(range[2])];
  const last = firstEphemeralPort() - 1;
  return [Math.max(1024, last - 9_999), last];
}

/**
 * The lane of the range this process probes: Playwright's workers
 * (TEST_PARALLEL_INDEX, from 0) or Vitest's (VITEST_POOL_ID, from 1) start
 * their servers at the same moment, each probing the range: they take turns
 * by the port's place in it, so two never pick one port in the seconds before
 * either listens.
 */
function lane(): number | undefined {
  const worker = process.env.TEST_PARALLEL_INDEX ?? process.env.VITEST_POOL_ID;
  return worker === undefined ? undefined : Number(worker) % e2eWorkers;
}

async function firstFreePort(): Promise<number> {
  const [first, last] = portRange();
  const ownLane = lane();
  // From a random start, so processes outside the lanes seldom probe the same port at once.
  const offset = Math.floor(Math.random() * (last - first + 1));
  // A long run hands out more ports than a narrow range holds: once every
  // port of the lane was handed out, one whose server has stopped is free again.
  for (const skipHandedOut of [true, false]) {
    for (let step = 0; step <= last - first; step += 1) {
      const port = first + ((offset + step) % (last - first + 1));
      if (ownLane !== undefined && (port - first) % e2eWorkers !== ownLane) continue;
      if (skipHandedOut && handedOut.has(port)) continue;
      if (await isFree(port)) return port;
    }
  }
  throw new Error(`no free port in ${first}-${last}`);
}

/** A loopback port nobody listens on right now and this process has not handed out before. */
export async function freePort(): Promise<number> {
  const port = await firstFreePort();
  handedOut.add(port);
  return port;
}
