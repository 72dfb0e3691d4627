import { expect, test } from "vitest";
import { readFaqGroup, readFaqsPage } from "./faqs.server.ts";
import { faqTabValues } from "./faqs.ts";
import { readProgrammeRules } from "./kids-programmes.server.ts";
import { programmeIds } from "./kids-programmes.ts";

const programmeRules = readProgrammeRules();

test("every kids programme has a FAQ group, with no placeholder left unfilled", () => {
  for (const programme of programmeIds) {
    expect(JSON.stringify(readFaqGroup(programme))).not.toMatch(/\{\w+\.\w+\}/);
  }
});

test("a group's tab keeps SPEC §2's value, whatever its programme's file is named", () => {
  expect(readFaqsPage().groups.map((group) => group.value)).toEqual(
    expect.arrayContaining(["junior", "middle", "juniorAcademy"]),
  );
  for (const programme of programmeIds) {
    expect(readFaqGroup(programme).value).toBe(faqTabValues[programme]);
  }
});

test("the FAQ page's tabs are distinct groups", () => {
  const values = readFaqsPage().groups.map((group) => group.value);
  expect(new Set(values).size).toBe(values.length);
});

test("an answer about a shared rule is that rule, written once in programme-rules.yaml", () => {
  const answers = programmeIds.flatMap((programme) =>
    readFaqGroup(programme).items.map((item) => [item.answer].flat().join(" ")),
  );
  const aboutPayment = answers.filter((answer) => answer.includes("instalment"));
  expect(aboutPayment.length).toBeGreaterThan(0);
  for (const answer of aboutPayment) expect(answer).toContain(programmeRules.payment);
});
