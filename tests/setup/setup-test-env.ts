import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error or console.warn is a bug we would otherwise
// ship: fail the test that caused it. A test that expects one spies on it.
beforeEach(() => {
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
