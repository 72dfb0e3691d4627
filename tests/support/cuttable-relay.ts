import { connect, createServer, type Server, type Socket } from "node:net";
import { freePort } from "#tests/support/free-port.ts";

/**
 * A TCP relay on a port of its own in front of a server (PostgreSQL in the
 * tests), which can be cut as if that server had stopped: every connection
 * through it is closed and new ones are refused, until it is restored on the
 * same port. Services given its port see an outage without the shared
 * server being touched.
 */
export async function startCuttableRelay(target: { host: string; port: number }) {
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | null = null;

  function listen() {
    const relay = createServer((client) => {
      const upstream = connect(target.port, target.host);
      const close = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      for (const socket of [client, upstream]) {
        open.add(socket);
        socket.on("error", close);
        socket.on("close", close);
      }
      client.pipe(upstream).pipe(client);
    });
    server = relay;
    return new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  }

  async function cut() {
    const relay = server;
    server = null;
    if (!relay) return;
    const closed = new Promise((resolve) => relay.close(resolve));
    for (const socket of open) socket.destroy();
    await closed;
  }

  await listen();
  return {
    port,
    cut,
    /** Takes connections again, on the same port. */
    restore: () => (server ? Promise.resolve() : listen()),
    close: cut,
  };
}
