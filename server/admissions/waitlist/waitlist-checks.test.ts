import { expect, test } from "vitest";
import { startWaitlistChecks } from "#server/admissions/waitlist/waitlist-notices.ts";

test("a check asked for during a run (a publish) runs once after it, never beside it", async () => {
  let running = 0;
  let most = 0;
  let runs = 0;
  let release: () => void = () => {};
  const checks = startWaitlistChecks({
    tellOpenCalls: async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running -= 1;
      return 0;
    },
    intervalMs: 3_600_000,
    log: { info() {}, error() {} } as never,
  });
  // The run at start is under way; two publishes ask meanwhile.
  void checks.check();
  void checks.check();
  release();
  await new Promise((resolve) => setTimeout(resolve, 10));
  release();
  await checks.stop();
  expect(runs).toBe(2);
  expect(most).toBe(1);
});
