import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";

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

/*
 * The files of a worker share its process and modules (vitest.config.ts,
 * `isolate: false`): a file that leaves the environment, the clock or the
 * working folder changed would change the files after it, in an order that
 * differs from run to run. It fails here, by its own name, instead.
 */
let environmentBefore: Record<string, string | undefined> = {};
let folderBefore = "";
beforeAll(() => {
  environmentBefore = { ...process.env };
  folderBefore = process.cwd();
});
afterAll(() => {
  expect(vi.isFakeTimers(), "fake timers left on").toBe(false);
  expect(process.cwd(), "working folder left changed").toBe(folderBefore);
  expect({ ...process.env }, "environment left changed").toEqual(environmentBefore);
});
