import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits.ts";

describe("groupDigits", () => {
  it("writes numbers as en-NG does, with commas between thousands", () => {
    for (const value of [0, 7, 42, 999, 1000, 1200, 15000, 250000, 1234567, -4500]) {
      expect(groupDigits(value)).toBe(value.toLocaleString("en-NG"));
    }
  });

  it("refuses what is not a whole number rather than print it wrong", () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
    expect(() => groupDigits(Number.NaN)).toThrow(RangeError);
  });
});
