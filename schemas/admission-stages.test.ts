import { expect, test } from "vitest";
import { isAllowedMove, movesFrom, type OrderedStage } from "./admission-stages.ts";

/** Sparks' selection as its page describes it. */
const sparks: OrderedStage[] = [
  { id: "interview", kind: "interview" },
  { id: "virtual-interview", kind: "interview" },
  { id: "offered", kind: "offered" },
  { id: "started", kind: "step" },
];

test("a move goes forward to any later stage up to the offer, or ends the application", () => {
  expect(movesFrom(sparks, "received")).toEqual([
    "interview",
    "virtual-interview",
    "offered",
    "declined",
    "withdrawn",
  ]);
  expect(movesFrom(sparks, "virtual-interview")).toEqual(["offered", "declined", "withdrawn"]);
  expect(isAllowedMove(sparks, "virtual-interview", "interview")).toBe(false);
});

test("the offer is never skipped, and after it the hub no longer declines: the applicant withdraws", () => {
  expect(isAllowedMove(sparks, "interview", "started")).toBe(false);
  expect(movesFrom(sparks, "offered")).toEqual(["started", "withdrawn"]);
  expect(movesFrom(sparks, "started")).toEqual(["withdrawn"]);
});

test("declined and withdrawn end an application", () => {
  expect(movesFrom(sparks, "declined")).toEqual([]);
  expect(movesFrom(sparks, "withdrawn")).toEqual([]);
});

test("a stage the programme no longer has may move to its stages up to the offer and to the ends", () => {
  expect(movesFrom(sparks, "reviewing")).toEqual([
    "interview",
    "virtual-interview",
    "offered",
    "declined",
    "withdrawn",
  ]);
});

test("a programme without an offer moves to any later stage", () => {
  const steps: OrderedStage[] = [
    { id: "vetting", kind: "step" },
    { id: "onboarding", kind: "step" },
  ];
  expect(movesFrom(steps, "received")).toEqual(["vetting", "onboarding", "declined", "withdrawn"]);
});
