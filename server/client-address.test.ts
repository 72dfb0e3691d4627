import { expect, test } from "vitest";
import { clientKey, clientNetwork } from "#server/client-address.ts";

test("a client is an IPv4 address or an IPv6 /64, however the address is written", () => {
  expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
  expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
  for (const address of [
    "2001:db8:1:2::1",
    "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
    "2001:DB8:1:2:0:0:0:ab",
    "2001:db8:1:2::c0a8:1%eth0",
    "2001:db8:1:2::192.168.0.1",
  ]) {
    expect(clientKey(address)).toBe("2001:db8:1:2::/64");
  }
  expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("unknown")).toBe("unknown");
});

test("a client's network for the mail share is an IPv4 /24 or an IPv6 /64", () => {
  expect(clientNetwork("198.51.100.7")).toBe("198.51.100.0/24");
  expect(clientNetwork("::ffff:198.51.100.250")).toBe("198.51.100.0/24");
  expect(clientNetwork("198.51.101.7")).toBe("198.51.101.0/24");
  expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
});
