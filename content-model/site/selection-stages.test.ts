import { expect, test } from "vitest";
import { programmeSelection } from "../calls/programme-selection.ts";
import { checkEntry } from "../load.ts";
import { readSelectionStages } from "./selection-stages.server.ts";
import {
  type SelectionStage,
  selectionStagesFile,
  selectionStagesSchema,
  stagesOf,
} from "./selection-stages.ts";

const shipped = readSelectionStages();
const check = (data: unknown) => () => checkEntry(selectionStagesFile, data, selectionStagesSchema);
const withDefault = (stages: SelectionStage[]) => check({ ...shipped, default: stages });
const stage = (overrides: Partial<SelectionStage>): SelectionStage => ({
  name: "Being reviewed",
  id: "reviewing",
  button: "Start reviewing",
  kind: "step",
  applicant: "The team is reading your application.",
  ...overrides,
});

test("each programme's shipped stages are those its page describes", () => {
  const names = (programme: Parameters<typeof stagesOf>[1]) =>
    stagesOf(shipped, programme).map((each) => each.name);
  expect(names("sparks")).toEqual([
    "Phone call interview",
    "Virtual interview",
    "Selected",
    "Started",
  ]);
  expect(names("start-up-boost")).toEqual([
    "Objective vetting",
    "Virtual interview",
    "Selected",
    "Onboarding",
  ]);
  expect(names("springboard")).toEqual(names("start-up-boost"));
  // The kids programmes' pages describe no selection: they keep the default stages.
  expect(stagesOf(shipped, "kids-code-camp")).toBe(shipped.default);
});

test("the default stages keep the ids applications were stored with, so their history still reads", () => {
  expect(shipped.default.map((each) => each.id)).toEqual([
    "reviewing",
    "interview",
    "waitlisted",
    "offered",
    "accepted",
  ]);
});

test("two stages of one id are refused: the id is what an application stores", () => {
  expect(withDefault([stage({}), stage({ name: "Read again" })])).toThrow(
    /two stages have the id “reviewing”/,
  );
});

test("a second offer, or an acceptance before the offer, is refused with the reason", () => {
  expect(
    withDefault([
      stage({ id: "offered", kind: "offered" }),
      stage({ id: "again", kind: "offered" }),
    ]),
  ).toThrow(/two stages of kind offered/);
  expect(
    withDefault([
      stage({ id: "accepted", kind: "accepted" }),
      stage({ id: "offered", kind: "offered" }),
    ]),
  ).toThrow(/accepted before any of kind offered/);
  expect(withDefault([stage({ id: "accepted", kind: "accepted" })])).toThrow(
    /accepted before any of kind offered/,
  );
});

test("an id the service cannot use is refused with the reason: an end every programme has, or not a slug", () => {
  expect(withDefault([stage({ id: "declined" })])).toThrow(/every programme has those already/);
  expect(withDefault([stage({ id: "Phone call" })])).toThrow(
    /lower-case letters, digits and hyphens/,
  );
});

test("two lists for one programme are refused", () => {
  const sparks = shipped.programmes.find((each) => each.programme === "sparks");
  expect(check({ ...shipped, programmes: [...shipped.programmes, sparks] })).toThrow(
    /one list of stages/,
  );
});

test("a stage id no list has any longer is still named, by its id", () => {
  const sparks = programmeSelection(shipped, "sparks");
  expect(sparks.nameOf("virtual-interview")).toBe("Virtual interview");
  // Sparks no longer has "reviewing": the default list still names it.
  expect(sparks.nameOf("reviewing")).toBe("Being reviewed");
  expect(sparks.kindOf("reviewing")).toBeUndefined();
  expect(sparks.nameOf("shortlisted")).toBe("shortlisted");
  expect(sparks.knows("shortlisted")).toBe(false);
  expect(sparks.nameOf("declined")).toBe("Not selected");
});
