import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildApp } from "#server/app.ts";
import { parseServerEnv } from "#server/env.ts";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** The service on a real loopback port, since time-outs and caps live on sockets. */
async function listeningApp(env: Record<string, string>) {
  const directory = mkdtempSync(join(tmpdir(), "connections-"));
  const lines: string[] = [];
  const config = parseServerEnv({
    SITE_DIR: directory,
    SQLITE_PATH: join(directory, "leads.db"),
    ...env,
  });
  const app = await buildApp(config, {
    serveSite: false,
    logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening");
  const sockets: Socket[] = [];
  cleanup = async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    lines,
    async open() {
      const socket = connect(address.port, "127.0.0.1");
      sockets.push(socket);
      await once(socket, "connect");
      return socket;
    },
  };
}

test("a stalled body is cut at its time-out while other clients are served", async () => {
  const server = await listeningApp({ REQUEST_TIMEOUT_MS: "600", HEADERS_TIMEOUT_MS: "300" });
  const stalled = await server.open();
  let answer = "";
  stalled.on("data", (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const closed = once(stalled, "close");
  stalled.write(
    "POST /api/mailing-list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
  );
  const meanwhile = await fetch(`${server.url}/healthz`);
  expect(meanwhile.status).toBe(200);
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

test("connections past the cap are refused and the log says so once", async () => {
  const server = await listeningApp({ MAX_CONNECTIONS: "2" });
  await server.open();
  await server.open();
  for (const extra of [await server.open(), await server.open()]) {
    await once(extra, "close");
  }
  const capLines = server.lines.filter((line) => line.includes("connection cap reached"));
  expect(capLines).toHaveLength(1);
  expect(JSON.parse(capLines[0] ?? "{}")).toMatchObject({ maxConnections: 2, refused: 1 });
});

test("a headers time-out longer than the request time-out is refused at start", () => {
  expect(() => parseServerEnv({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" })).toThrow(
    /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
  );
});
