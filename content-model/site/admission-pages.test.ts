import { expect, test } from "vitest";
import { readProgrammeCohort } from "../calls/programme-cohort.server.ts";
import { readApplyPage } from "./admission-pages.server.ts";

test("an open kids call's apply page shows the fee and dates its programme page shows, from the call's one record", () => {
  const apply = readApplyPage("kids-code-camp-2024");
  const programme = readProgrammeCohort("kids-code-camp");
  if (!apply?.open || !programme?.open)
    throw new Error("the default content has Kids Code Camp open");
  const shown = apply.cohort?.facts.map((fact) => fact.value) ?? [];
  expect(shown).toContain(programme.dates.value);
  expect(shown).toContain(programme.classes.value);
  // The fee is in the table of ways to pay, as on the programme page.
  expect(apply.cohort?.payments).toEqual(programme.section?.payments);
});

test("a call without a cohort (Sparks is free) shows none on its apply page", () => {
  expect(readApplyPage("sparks-2024")?.cohort).toBeNull();
});
