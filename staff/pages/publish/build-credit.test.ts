import { expect, test } from "vitest";
import { creditOf } from "./build-credit.ts";

test("a build no person asked for is credited to what started it, never to the daily rebuild when it was not", () => {
  expect(creditOf("start", null)).toBe("made when the server started");
  expect(creditOf("deploy", null)).toBe(
    "made when a new version of the website's code was installed",
  );
  expect(creditOf("rebuild", null)).toBe("by the daily rebuild");
});

test("a build a staff member asked for is credited to them", () => {
  expect(creditOf("publish", "ada@hub.example")).toBe("by ada@hub.example");
  expect(creditOf("rollback", "obi@hub.example")).toBe("by obi@hub.example");
});
