import { expect, test } from "vitest";
import { waitFor } from "./wait-for.ts";

test("waitFor returns once the condition holds, sync or async", async () => {
  let asked = 0;
  await waitFor("the third question", () => ++asked === 3, { intervalMs: 1 });
  expect(asked).toBe(3);
  await waitFor("an async yes", async () => true);
});

test("waitFor fails, naming what it waited for, when the condition never holds", async () => {
  await expect(
    waitFor("a mail sent", () => false, { timeoutMs: 30, intervalMs: 5 }),
  ).rejects.toThrow(/never happened: a mail sent/);
});

test("a condition that throws fails the wait at once with its own error", async () => {
  await expect(
    waitFor("a count", () => {
      throw new Error("database gone");
    }),
  ).rejects.toThrow("database gone");
});
