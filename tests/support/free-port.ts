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

/**
 * A loopback port nobody listens on right now: any, or one of TEST_PORTS
 * ("4442-4459") on a machine where each person may use only their own range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? "");
  if (range) {
    const [first, last] = [Number(range[1]), Number(range[2])];
    // From a random start, so parallel workers seldom probe the same port at once.
    const offset = Math.floor(Math.random() * (last - first + 1));
    for (let step = 0; step <= last - first; step += 1) {
      const port = first + ((offset + step) % (last - first + 1));
      if (await isFree(port)) return port;
    }
    throw new Error(`no free port in TEST_PORTS ${process.env.TEST_PORTS}`);
  }
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}
