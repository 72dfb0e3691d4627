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

/** The groups of an IPv6 address as numbers, "::" expanded; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  // A zone ("fe80::1%eth0") names the interface, not the host.
  let text = address.split("%")[0] ?? "";
  // A dotted IPv4 tail ("64:ff9b::192.0.2.1") is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = rest === undefined || rest === "" ? [] : rest.split(":");
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill("0"), ...right];
  return groups.map((group) => Number.parseInt(group, 16));
}

/** How much of an IPv6 address one client holds: a /64, as 4 of its 8 groups. */
const clientIpv6Groups = 4;

/**
 * An IPv4 address, or its /24 when `v4Bits` is 24; an IPv6 address's /64, in
 * CIDR form. Anything else (an unknown peer) is its own key.
 */
function networkOf(address: string, v4Bits: 24 | 32): string {
  const plain = unmapped(address);
  const type = isIP(plain);
  if (type === 4) {
    return v4Bits === 32 ? plain : `${plain.split(".").slice(0, 3).join(".")}.0/24`;
  }
  const groups = type === 6 ? ipv6Groups(plain) : null;
  if (!groups) return address.toLowerCase();
  const prefix = groups.slice(0, clientIpv6Groups).map((group) => group.toString(16));
  return `${prefix.join(":")}::/${clientIpv6Groups * 16}`;
}

/**
 * The key one client is counted by in every per-client limit (the write rate
 * limit and the connection limits): an IPv4 address, or the /64 of an IPv6
 * one. A home, a phone or a server gets a whole /64 and may send from any
 * address in it, so counting IPv6 addresses one by one gave one client as
 * many limits as it cared to use (issue 31, item 13).
 */
export function clientKey(address: string): string {
  return networkOf(address, 32);
}

/**
 * A client's network for its share of the mail budget (issue 31, item 12): an
 * IPv4 /24 or an IPv6 /64. Wider than clientKey, since an IPv4 address is
 * cheap to change within a provider's /24; a share decides only whose mail
 * goes first, so a school behind one address waits its turn, never loses mail
 * (docs/decisions/155-mail-budget-spent-at-sending.md).
 */
export function clientNetwork(address: string): string {
  return networkOf(address, 24);
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
