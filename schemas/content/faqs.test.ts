import { expect, test } from "vitest";
import { readFaqGroup, readFaqsPage } from "./faqs.server.ts";
import { faqGroupValues } from "./faqs.ts";
import { readProgrammeRules } from "./kids-programmes.server.ts";

const programmeRules = readProgrammeRules();

test("every FAQ group loads, with no placeholder left unfilled", () => {
  for (const value of faqGroupValues) {
    expect(JSON.stringify(readFaqGroup(value))).not.toMatch(/\{\w+\.\w+\}/);
  }
});

test("the FAQ page's tabs are distinct groups", () => {
  const values = readFaqsPage().groups.map((group) => group.value);
  expect(new Set(values).size).toBe(values.length);
});

test("an answer about a shared rule is that rule, written once in programme-rules.yaml", () => {
  const answers = faqGroupValues.flatMap((value) =>
    readFaqGroup(value).items.map((item) => [item.answer].flat().join(" ")),
  );
  const aboutPayment = answers.filter((answer) => answer.includes("instalment"));
  expect(aboutPayment.length).toBeGreaterThan(0);
  for (const answer of aboutPayment) expect(answer).toContain(programmeRules.payment);
});
