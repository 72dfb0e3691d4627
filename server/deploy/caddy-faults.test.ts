import { once } from "node:events";
import { connect, createServer, type Server, type Socket } from "node:net";
import { connect as connectTls } from "node:tls";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { caddyInstalled, siteHost, startCaddy } from "#tests/support/caddy-stack.ts";

/**
 * deploy/Caddyfile in front of two stand-ins for the service's instances, at
 * the socket level, so that Caddy's own answers and its retries can be
 * provoked: each passes Caddy's health checks; a request for /fails, while
 * `failures` is above 0, gets bytes that are no HTTP and a cut connection, as
 * from an instance that dies with the request in hand, and otherwise 200; any
 * other request is read and never answered, so that a body runs into Caddy's
 * limit. The time-outs are shortened through Caddy's environment.
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

describe.skipIf(!caddyInstalled)("Caddy's own answers, time-outs and retries", () => {
  beforeAll(async () => {
    standIns = await Promise.all([startStandIn(state), startStandIn(state)]);
    const upstreams = standIns.map((server) => `127.0.0.1:${portOf(server)}`).join(" ");
    caddy = await startCaddy({
      publicUpstreams: upstreams,
      staffUpstreams: upstreams,
      env: { CADDY_READ_HEADER_TIMEOUT: "1s", CADDY_IDLE_TIMEOUT: "1s" },
    });
  }, 60_000);
  afterAll(async () => {
    await caddy?.stop();
    for (const server of standIns) server.close();
  });

  /** What every answer of Caddy's own must carry, as the service's answers do. */
  function expectHardened(headers: Record<string, unknown>) {
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers.server).toBeUndefined();
  }

  test("a POST whose instance fails with it in hand gets Caddy's 502 at once, hardened, with Retry-After, and is not sent again", async () => {
    state.failures = 1;
    state.requests.length = 0;
    const answer = await caddy.request("/fails", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(answer.status).toBe(502);
    expectHardened(answer.headers);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.body).toBe("The site is briefly unavailable; please try again in a few seconds.");
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

  test("a body past Caddy's limit gets its 413, hardened, without Retry-After", async () => {
    const answer = await caddy.request("/api/mailing-list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { sheet: "x".repeat(1024 * 1024) } }),
    });
    expect(answer.status).toBe(413);
    expectHardened(answer.headers);
    expect(answer.headers["retry-after"]).toBeUndefined();
    expect(answer.body).toBe("Payload Too Large");
  });

  test("Caddy closes a connection that sends nothing, and one left idle after its answer", async () => {
    const silent = connect({ port: caddy.httpsPort, host: "127.0.0.1" });
    silent.on("error", () => undefined);
    const idle = connectTls({
      port: caddy.httpsPort,
      host: "127.0.0.1",
      servername: siteHost,
      rejectUnauthorized: false,
      ALPNProtocols: ["http/1.1"],
    });
    idle.on("error", () => undefined);
    await once(idle, "secureConnect");
    idle.write(`GET /fails HTTP/1.1\r\nHost: ${siteHost}\r\n\r\n`);
    const [answer] = (await once(idle, "data")) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 200/);
    // Both would stay open for good without the time-outs (issue 31, item 14).
    await Promise.all([once(silent, "close"), once(idle, "close")]);
  });
});
