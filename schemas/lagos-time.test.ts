import { afterEach, expect, test, vi } from "vitest";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

test("a time reads in Lagos in the same words whatever zone the browser or server runs in", () => {
  const at = "2026-11-27T23:30:00.000Z";
  const words = (zone: string) => {
    vi.stubEnv("TZ", zone);
    return lagosTimeInWords(at);
  };
  // Lagos is UTC+1: half past eleven at night in UTC is the next day there.
  expect(words("UTC")).toBe("28 November 2026 at 00:30");
  expect(words("America/New_York")).toBe("28 November 2026 at 00:30");
  expect(words("Asia/Tokyo")).toBe("28 November 2026 at 00:30");
  expect(lagosTimeInWords(new Date(at))).toBe("28 November 2026 at 00:30");
});
