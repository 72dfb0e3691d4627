import { setTimeout as sleep } from "node:timers/promises";

export type WaitForOptions = {
  /** How long the condition has to come true before the wait fails. */
  timeoutMs?: number;
  /** How often the condition is asked. */
  intervalMs?: number;
};

/**
 * Waits until `condition` holds, asking it every `intervalMs`; fails, naming
 * `what` it waited for, once `timeoutMs` have passed without it. The one way
 * a test waits for something the code under test does in the background, so
 * a regression fails with a reason instead of hanging until the runner's own
 * time-out.
 */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 15_000, intervalMs = 20 }: WaitForOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() >= deadline) throw new Error(`waited ${timeoutMs} ms, never happened: ${what}`);
    await sleep(intervalMs);
  }
}
