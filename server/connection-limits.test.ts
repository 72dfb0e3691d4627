import { once } from "node:events";
import { createServer } from "node:http";
import { Socket } from "node:net";
import Fastify from "fastify";
import { afterEach, expect, test, vi } from "vitest";
import { proxyTrust } from "#server/client-address.ts";
import { guardConnections } from "#server/connection-limits.ts";
import { parseServerEnv } from "#server/env.ts";
import { listenForHealth } from "#server/health-listener.ts";
import { type ListeningApp, startListeningApp } from "#tests/support/listening-app.ts";

let server: ListeningApp | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await server?.close();
  server = undefined;
});

test("a stalled body is cut at its time-out while other clients are served", async () => {
  // Long enough that a busy machine does not time out the /healthz request too.
  server = await startListeningApp({ REQUEST_TIMEOUT_MS: "2000", HEADERS_TIMEOUT_MS: "1500" });
  const stalled = await server.open();
  let answer = "";
  stalled.on("data", (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const closed = once(stalled, "close");
  stalled.write(
    "POST /api/mailing-list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
  );
  expect(await server.request("/healthz")).toBe(200);
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

test("connections past the cap are refused and the log says so once", async () => {
  server = await startListeningApp({ MAX_CONNECTIONS: "2", LOG_LEVEL: "warn" });
  await server.open();
  await server.open("127.0.0.2");
  for (const extra of [await server.open("127.0.0.3"), await server.open("127.0.0.4")]) {
    await once(extra, "close");
  }
  const capLines = server.lines.filter((line) => line.includes("connection cap reached"));
  expect(capLines).toHaveLength(1);
  expect(JSON.parse(capLines[0] ?? "{}")).toMatchObject({ maxConnections: 2, refused: 1 });
});

/**
 * One client holds its limit of idle sockets and keeps opening more, each
 * reopened as soon as the server closes it, until `stop` is called.
 */
function flood(app: ListeningApp, from: string, sockets: number) {
  let running = true;
  const held: Socket[] = [];
  const churn = async () => {
    while (running) {
      const socket = await app.open(from).catch(() => null);
      if (!socket) continue;
      held.push(socket);
      await once(socket, "close");
    }
  };
  const churners = Array.from({ length: sockets }, churn);
  return async () => {
    running = false;
    for (const socket of held) socket.destroy();
    await Promise.all(churners);
  };
}

test("while one client holds and churns more sockets than its limit, another client's page and /healthz keep answering", async () => {
  server = await startListeningApp({
    MAX_CONNECTIONS: "40",
    MAX_CONNECTIONS_PER_ADDRESS: "10",
    LOG_LEVEL: "warn",
  });
  const stop = flood(server, "127.0.0.2", 60);
  cleanups.push(stop);
  // The flood is on: its sockets past the limit are being closed and reopened.
  await vi.waitFor(() => expect(server?.lines.join("")).toContain("client refused"));
  for (let round = 0; round < 5; round += 1) {
    expect(await server.request("/healthz", "127.0.0.1")).toBe(200);
    expect(await server.request("/", "127.0.0.3")).toBe(200);
  }
  await stop();
  const refusals = server.entries().filter((entry) => entry.msg?.includes("client refused"));
  // Once per window, however many were refused.
  expect(refusals).toHaveLength(1);
  expect(refusals[0]).toMatchObject({ perAddressLimit: 10, via: "socket" });
});

test("the addresses of one IPv6 /64 share one client's connection limit, and another /64 has its own", () => {
  // No host here has twenty IPv6 addresses of one /64, so the sockets are
  // stand-ins with the peer address a connection from one would report.
  const server = createServer();
  guardConnections(
    server,
    { perAddress: 100, firstByteTimeoutMs: 60_000, trust: proxyTrust(false) },
    Fastify({ logger: false }).log,
  );
  const connectFrom = (address: string) => {
    const socket = new Socket();
    Object.defineProperty(socket, "remoteAddress", { value: address });
    server.emit("connection", socket);
    cleanups.push(() => void socket.destroy());
    return socket;
  };
  // Twenty addresses of 2001:db8:1:2::/64 with five connections each: the limit.
  const held = Array.from({ length: 100 }, (_, index) =>
    connectFrom(`2001:db8:1:2::${(index % 20) + 1}`),
  );
  const oneMore = connectFrom("2001:db8:1:2:ffff:ffff:ffff:ffff");
  expect(oneMore.destroyed).toBe(true);
  expect(held.filter((socket) => socket.destroyed)).toHaveLength(0);
  expect(connectFrom("2001:db8:1:3::1").destroyed).toBe(false);
  // A connection that closes gives its place back to its /64.
  held[0]?.destroy();
  return vi.waitFor(() => expect(connectFrom("2001:db8:1:2::99").destroyed).toBe(false));
});

test("a connection that sends nothing is closed after the first-byte time-out, long before the headers time-out", {
  timeout: 5_000,
}, async () => {
  server = await startListeningApp({ FIRST_BYTE_TIMEOUT_MS: "200", HEADERS_TIMEOUT_MS: "15000" });
  const silent = await server.open();
  const talking = await server.open();
  talking.write("GET /healthz HTTP/1.1\r\nHost: x\r\n");
  await once(silent, "close");
  expect(talking.destroyed).toBe(false);
});

test("behind a trusted proxy each forwarded client has its own limit of requests in flight", async () => {
  server = await startListeningApp({
    TRUST_PROXY: "127.0.0.1",
    MAX_CONNECTIONS_PER_ADDRESS: "2",
    REQUEST_TIMEOUT_MS: "5000",
    HEADERS_TIMEOUT_MS: "5000",
  });
  const app = server;
  const stalledFrom = async (client: string) => {
    const socket = await app.open();
    socket.write(
      `POST /api/mailing-list HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    return socket;
  };
  const answerTo = async (client: string) => {
    const socket = await app.open();
    socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\n\r\n`);
    const [chunk] = (await once(socket, "data")) as [Buffer];
    socket.destroy();
    return chunk.toString().split("\r\n")[0];
  };
  await stalledFrom("198.51.100.7");
  await stalledFrom("198.51.100.7");
  await vi.waitFor(async () => {
    expect(await answerTo("198.51.100.7")).toBe("HTTP/1.1 503 Service Unavailable");
  });
  expect(await answerTo("198.51.100.8")).toBe("HTTP/1.1 200 OK");
  // Two addresses of one IPv6 /64 are one client; the next /64 is another.
  await stalledFrom("2001:db8:5:6::a");
  await stalledFrom("2001:db8:5:6::b");
  await vi.waitFor(async () => {
    expect(await answerTo("2001:db8:5:6::c")).toBe("HTTP/1.1 503 Service Unavailable");
  });
  expect(await answerTo("2001:db8:5:7::a")).toBe("HTTP/1.1 200 OK");
});

test("HEALTH_PORT answers /healthz, /readyz and /healthz/database on a listener of its own, and nothing else", async () => {
  server = await startListeningApp({ MAX_CONNECTIONS: "1" });
  await server.open();
  const health = await listenForHealth(server.app, 0, "127.0.0.1");
  cleanups.push(health.close);
  const port = (health.server.address() as { port: number }).port;
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/healthz/database`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
});

test("a headers time-out longer than the request time-out is refused at start", () => {
  expect(() => parseServerEnv({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" })).toThrow(
    /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
  );
});
