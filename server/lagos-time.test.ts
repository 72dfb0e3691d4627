import { expect, test } from "vitest";
import { lagosTime, lagosTimeInWords } from "#server/lagos-time.ts";

test("a stored UTC time reads in Lagos (UTC+1), also across midnight and the year's end", () => {
  expect(lagosTime("2026-11-27T13:05:59.999Z")).toBe("2026-11-27 14:05");
  expect(lagosTime("2026-12-31T23:30:00.000Z")).toBe("2027-01-01 00:30");
  // Intl's own Africa/Lagos agrees, in both halves of the year.
  for (const iso of ["2026-01-15T08:00:00.000Z", "2026-07-15T08:00:00.000Z"]) {
    const intl = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Africa/Lagos",
      dateStyle: "short",
      timeStyle: "short",
    }).format(new Date(iso));
    expect(lagosTime(iso)).toBe(intl);
  }
  expect(lagosTimeInWords("2026-11-27T13:05:00.000Z")).toBe("27 November 2026 at 14:05");
});
