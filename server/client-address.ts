import type { Server } from "node:http";
import { BlockList, isIP, type Socket } from "node:net";
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

/** proxy-addr's named ranges, which TRUST_PROXY accepts like an address. */
export const namedProxyRanges: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** "::ffff:10.0.0.5", as a dual-stack socket reports an IPv4 peer, is 10.0.0.5. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether an address, at a hop counted from this server, is a proxy to believe. */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/**
 * TRUST_PROXY (server/env.ts) as one function, for Fastify's `request.ip` and
 * for the per-address connection limit alike. A hop count believes that many
 * nearest hops whoever they are, so it is right only when nothing but the
 * proxy can reach the service; a list believes its addresses only. (Fastify
 * itself ignores a bare hop count, so it gets this function.)
 */
export function proxyTrust(setting: false | number | readonly string[]): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const proxies = new BlockList();
  for (const entry of setting.flatMap((item) =>
    Object.hasOwn(namedProxyRanges, item) ? (namedProxyRanges[item] ?? []) : [item],
  )) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = unmapped(address);
    const type = isIP(plain);
    return type !== 0 && proxies.check(plain, type === 6 ? "ipv6" : "ipv4");
  };
}
