import { expect, test } from "vitest";
import type { ActiveBuild } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { estimateWords } from "./build-estimate.ts";

const startedAt = "2026-11-28T10:00:00.000Z";
const at = (seconds: number) => Date.parse(startedAt) + seconds * 1000;

function build(overrides: Partial<ActiveBuild> = {}): ActiveBuild {
  return {
    id: 7,
    kind: "publish",
    status: "building",
    step: "pages",
    requestedBy: "ngozi@example.org",
    requestedAt: "2026-11-28T09:59:58.000Z",
    startedAt,
    steps: [],
    estimateMs: 40_000,
    entries: [],
    ...overrides,
  };
}

test("with no earlier build of its kind the estimate says there is nothing to judge by", () => {
  expect(estimateWords(build({ estimateMs: null }), at(10))).toBe(copy.publish.noEstimate);
});

test("the seconds left count down from the last builds' time and end in Almost done, never 0 or below", () => {
  expect(estimateWords(build(), at(0))).toBe(copy.publish.secondsLeft(40));
  expect(estimateWords(build(), at(25))).toBe(copy.publish.secondsLeft(15));
  expect(estimateWords(build(), at(38))).toBe("Almost done.");
  for (const seconds of [40, 41, 120, 3600]) {
    const said = estimateWords(build(), at(seconds));
    expect(said).toBe(copy.publish.overdue);
    expect(said).not.toMatch(/-?\d+ seconds? left/);
  }
});

test("a build that runs longer than the last ones says it is taking longer, and still working", () => {
  expect(estimateWords(build(), at(90))).toMatch(/longer than the last builds/);
});

test("a build whose start was not recorded is timed from its request, so the count still moves", () => {
  const unstarted = build({ startedAt: null });
  expect(estimateWords(unstarted, at(0))).toBe(copy.publish.secondsLeft(38));
  expect(estimateWords(unstarted, at(60))).toBe(copy.publish.overdue);
});
