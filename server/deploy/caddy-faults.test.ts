import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { caddyInstalled, startCaddy } from "#tests/support/caddy-stack.ts";

/**
 * deploy/Caddyfile in front of two stand-ins for the service's instances, at
 * the socket level, so that Caddy's retries can be provoked: each passes
 * Caddy's health checks; a request for /fails, while `failures` is above 0,
 * gets bytes that are no HTTP and a cut connection, as from an instance that
 * dies with the request in hand, and otherwise 200; any other request is read
 * and never answered.
 */
type StandIns = { failures: number; requests: string[] };

function startStandIn(state: StandIns): Promise<Server> {
  const server = createServer((socket: Socket) => {
    socket.on("error", () => undefined);
    let buffered = "";
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("latin1");
      for (let end = buffered.indexOf("\r\n\r\n"); end >= 0; end = buffered.indexOf("\r\n\r\n")) {
        const line = buffered.slice(0, buffered.indexOf("\r\n"));
        if (line.startsWith("GET /readyz ")) {
          buffered = buffered.slice(end + 4);
          socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
          continue;
        }
        state.requests.push(line);
        buffered = "";
        if (!/^\w+ \/fails /.test(line)) return;
        if (state.failures > 0) {
          state.failures -= 1;
          socket.end("this is no HTTP\r\n\r\n");
          socket.destroy();
        } else {
          socket.end("HTTP/1.1 200 OK\r\nContent-Length: 6\r\nConnection: close\r\n\r\nserved");
        }
        return;
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

let caddy: Awaited<ReturnType<typeof startCaddy>>;
let standIns: Server[] = [];
const state: StandIns = { failures: 0, requests: [] };

describe.skipIf(!caddyInstalled)("Caddy's retries", () => {
  beforeAll(async () => {
    standIns = await Promise.all([startStandIn(state), startStandIn(state)]);
    const upstreams = standIns.map((server) => `127.0.0.1:${portOf(server)}`).join(" ");
    caddy = await startCaddy({
      publicUpstreams: upstreams,
      staffUpstreams: upstreams,
    });
  }, 60_000);
  afterAll(async () => {
    await caddy?.stop();
    for (const server of standIns) server.close();
  });

  test("a POST whose instance fails with it in hand gets Caddy's 502 at once and is not sent again", async () => {
    state.failures = 1;
    state.requests.length = 0;
    const answer = await caddy.request("/fails", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(answer.status).toBe(502);
    expect(state.requests.filter((line) => line.startsWith("POST /fails"))).toHaveLength(1);
  });

  test("a GET whose instance fails with it in hand is sent again and answered", async () => {
    state.failures = 1;
    state.requests.length = 0;
    const answer = await caddy.request("/fails");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("served");
    expect(state.requests.filter((line) => line.startsWith("GET /fails"))).toHaveLength(2);
  });
});
