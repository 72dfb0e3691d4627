import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  clientAddress,
  clientKey,
  type ProxyTrust,
  peerAddressOf,
} from "#server/client-address.ts";

export type ConnectionLimits = {
  /**
   * Open connections (or, behind a trusted proxy, requests in flight) per
   * client: an IPv4 address or an IPv6 /64 (clientKey).
   */
  perAddress: number;
  /** How long a new connection may stay silent before it is closed. */
  firstByteTimeoutMs: number;
  /** Believes the proxy, so its clients are counted by their forwarded address. */
  trust: ProxyTrust;
};

/** At most one "refused" line per this many milliseconds, however many are refused. */
const refusalLogIntervalMs = 10_000;

/** Counts refusals and says so in the log once per interval, with how many. */
function refusalLog(log: FastifyBaseLogger, perAddress: number) {
  let refused = 0;
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  return (via: "socket" | "forwarded") => {
    refused += 1;
    const now = Date.now();
    if (now - lastLoggedAt < refusalLogIntervalMs) return;
    log.warn(
      { perAddressLimit: perAddress, refused, via },
      "client refused: too many connections from one address",
    );
    lastLoggedAt = now;
    refused = 0;
  };
}

/**
 * One client must not take the service off the air (issue 25, item 3): 1,000
 * idle sockets from one address, reopened as they were closed, starved every
 * request, /healthz included, for as long as it went on.
 *
 * - Each client (an IPv4 address, an IPv6 /64: issue 31, item 13) may hold
 *   `perAddress` connections; one more is closed at once. A trusted proxy's connections carry many clients, so they are
 *   not counted here; their clients are counted by forwarded address below.
 * - A connection that has sent nothing after `firstByteTimeoutMs` is closed,
 *   instead of living until the headers time-out (15 s).
 */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  log: FastifyBaseLogger,
): void {
  const open = new Map<string, number>();
  const refuse = refusalLog(log, limits.perAddress);
  // Prepended, so a refused socket is closed before the HTTP parser takes it.
  server.prependListener("connection", (socket: Socket) => {
    const peer = peerAddressOf(socket);
    if (!limits.trust(peer, 0)) {
      const address = clientKey(peer);
      const count = open.get(address) ?? 0;
      if (count >= limits.perAddress) {
        refuse("socket");
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.firstByteTimeoutMs);
    silent.unref();
    socket.once("close", () => clearTimeout(silent));
  });
}

/**
 * Behind a trusted proxy the sockets are the proxy's, so the per-address
 * limit counts each forwarded client's requests in flight instead, and
 * answers the one past it 503 before any work is done.
 */
export function limitForwardedClients(
  app: FastifyInstance,
  limits: Pick<ConnectionLimits, "perAddress" | "trust">,
): void {
  const inFlight = new Map<string, number>();
  const refuse = refusalLog(app.log, limits.perAddress);
  app.addHook("onRequest", async (request, reply) => {
    if (!limits.trust(peerAddressOf(request.raw.socket), 0)) return;
    const client = clientKey(clientAddress(request));
    const count = inFlight.get(client) ?? 0;
    if (count >= limits.perAddress) {
      refuse("forwarded");
      return reply
        .status(503)
        .header("Retry-After", "1")
        .header("Connection", "close")
        .send({ error: "Service Unavailable", message: "Too many connections from one address" });
    }
    inFlight.set(client, count + 1);
    reply.raw.once("close", () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    });
  });
}
