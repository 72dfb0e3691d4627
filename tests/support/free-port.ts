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

/**
 * Whether this process may take `port` of TEST_PORTS. Playwright's workers
 * start their servers at the same moment, each probing the range: they take
 * turns by the port's place in it (TEST_PARALLEL_INDEX), so two never pick
 * one port in the seconds before either listens.
 */
function inThisWorkersLane(port: number, first: number): boolean {
  const lane = process.env.TEST_PARALLEL_INDEX;
  if (lane === undefined) return true;
  return (port - first) % e2eWorkers === Number(lane) % e2eWorkers;
}

async function firstFreePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? "");
  if (range) {
    const [first, last] = [Number(range[1]), Number(range[2])];
    // From a random start, so parallel processes seldom probe the same port at once.
    const offset = Math.floor(Math.random() * (last - first + 1));
    // A long run hands out more ports than a narrow range holds: once every
    // port of the lane was handed out, one whose server has stopped is free again.
    for (const skipHandedOut of [true, false]) {
      for (let step = 0; step <= last - first; step += 1) {
        const port = first + ((offset + step) % (last - first + 1));
        if (!inThisWorkersLane(port, first) || (skipHandedOut && handedOut.has(port))) continue;
        if (await isFree(port)) return port;
      }
    }
    throw new Error(`no free port in TEST_PORTS ${process.env.TEST_PORTS}`);
  }
  for (;;) {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const address = probe.address();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    if (address === null || typeof address === "string") throw new Error("no free port");
    if (!handedOut.has(address.port)) return address.port;
  }
}

/**
 * A loopback port nobody listens on right now and this process has not
 * handed out before: any, or one of TEST_PORTS ("4442-4459") on a machine
 * where each person may use only their own range.
 */
export async function freePort(): Promise<number> {
  const port = await firstFreePort();
  handedOut.add(port);
  return port;
}
