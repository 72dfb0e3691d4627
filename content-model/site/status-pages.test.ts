import { expect, test } from "vitest";
import { endStages } from "#schemas/admission-stages.ts";
import { checkEntry } from "../load.ts";
import { readStatusPages } from "./status-pages.server.ts";
import { statusPagesFile, statusPagesSchema } from "./status-pages.ts";

test("the shipped status pages' words say the stages every programme has to the applicant and to the parent", () => {
  const words = readStatusPages();
  expect(Object.keys(words.stages).sort()).toEqual([...endStages].sort());
  expect(words.withdraw.confirmText).toContain("{programme}");
});

test("a stage left unexplained, or a withdrawal that no longer names the programme, is refused with the reason", () => {
  const words = readStatusPages();
  const { withdrawn: _withdrawn, ...stagesButOne } = words.stages;
  expect(() =>
    checkEntry(statusPagesFile, { ...words, stages: stagesButOne }, statusPagesSchema),
  ).toThrow(/withdrawn/);
  const edited = { ...words, withdraw: { ...words.withdraw, confirmText: "It ends now." } };
  expect(() => checkEntry(statusPagesFile, edited, statusPagesSchema)).toThrow(
    /must say \{programme\}, which the page fills in/,
  );
});
