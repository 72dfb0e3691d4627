import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyRequest } from "fastify";

const peerAddresses = new WeakMap<Socket, string>();

/** What a socket whose address could not be read at all is counted as. */
export const unknownPeer = "unknown";

/**
 * Reads each connection's peer address as it opens, while the socket can
 * still answer. Node forgets a reset socket's address, so a request whose
 * client reset right after its headers had no `request.ip` and failed the
 * rate limiter with a stack trace (issue 25, item 8); net.Socket keeps the
 * address it has read once, so Fastify's `request.ip` (and the forwarded
 * chain behind a trusted proxy) keeps answering too.
 */
export function rememberPeerAddresses(server: Server): void {
  server.prependListener("connection", (socket: Socket) => {
    peerAddresses.set(socket, socket.remoteAddress ?? unknownPeer);
  });
}

/** The socket's peer as it was when the connection opened. */
export function peerAddressOf(socket: Socket): string {
  return peerAddresses.get(socket) ?? socket.remoteAddress ?? unknownPeer;
}

/**
 * The client's address for limits and logs: Fastify's, which follows
 * TRUST_PROXY through the forwarding headers, else the socket's peer. Never
 * undefined, whatever state the connection is in.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip ?? peerAddressOf(request.raw.socket);
}
