import { expect, test } from "vitest";
import { nextPathOf } from "./next-path.ts";

const origin = "https://staff.hub.example";

test("after signing in, only a page of the staff side is returned to, never another host however it is written", () => {
  expect(nextPathOf("?next=%2Fapplications%2Fsparks-2024", origin)).toBe(
    "/applications/sparks-2024",
  );
  expect(nextPathOf("?next=/account", origin)).toBe("/account");
  expect(nextPathOf("", origin)).toBe("/");
  for (const elsewhere of [
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example/x",
    "/\t/evil.example",
    "javascript:alert(1)",
    "applications",
  ]) {
    expect(nextPathOf(`?next=${encodeURIComponent(elsewhere)}`, origin), elsewhere).toBe("/");
  }
});
