import { expect, test } from "vitest";
import { type Encoding, negotiateEncoding } from "./accept-encoding.ts";

const all = new Set<Encoding>(["br", "gzip", "identity"]);
const plainOnly = new Set<Encoding>(["identity"]);

test("no header, or an empty one, gets the file as it is", () => {
  expect(negotiateEncoding(undefined, all)).toBe("identity");
  expect(negotiateEncoding("", all)).toBe("identity");
  expect(negotiateEncoding("  ", all)).toBe("identity");
});

test("a named coding beats an unnamed identity; a coding not named and not covered by * is refused", () => {
  expect(negotiateEncoding("gzip;q=0.001", all)).toBe("gzip");
  expect(negotiateEncoding("deflate", all)).toBe("identity");
  expect(negotiateEncoding("br", new Set<Encoding>(["gzip", "identity"]))).toBe("identity");
});

test("a malformed weight leaves its member out instead of guessing", () => {
  expect(negotiateEncoding("br;q=2, gzip", all)).toBe("gzip");
  expect(negotiateEncoding("br;q=abc", all)).toBe("identity");
  expect(negotiateEncoding("br;q=0.5000", all)).toBe("identity");
});

test("the first entry for a coding counts; whitespace and case do not matter", () => {
  expect(negotiateEncoding("gzip;q=0, gzip;q=1, br;q=0.1", all)).toBe("br");
  expect(negotiateEncoding(" GZip ; Q=0.7 ,br ; q=0.6", all)).toBe("gzip");
});

test("identity refused and nothing else available: null, for a 406", () => {
  expect(negotiateEncoding("identity;q=0", plainOnly)).toBeNull();
  expect(negotiateEncoding("*;q=0", plainOnly)).toBeNull();
  expect(negotiateEncoding("br, *;q=0", plainOnly)).toBeNull();
});
