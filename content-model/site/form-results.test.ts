import { expect, test } from "vitest";
import { formResultPaths, mailingListPages } from "#schemas/form-posts.ts";
import { talentFailedPath, talentResultPaths } from "#schemas/talent-forms.ts";
import { readResultPagesByPath } from "./form-results.server.ts";

const pages = readResultPagesByPath();

test("every result path the service redirects to has its page", () => {
  const paths = [...formResultPaths(), ...Object.values(mailingListPages), ...talentResultPaths()];
  expect([...pages.keys()].sort()).toEqual([...paths].sort());
});

test("no result page shows the same button twice", () => {
  for (const [path, page] of pages) {
    const links = page.actions.map((action) => action.link);
    expect(new Set(links).size, path).toBe(links.length);
  }
});

test("no placeholder is left in a result page", () => {
  expect(JSON.stringify([...pages.values()])).not.toMatch(/\{[A-Za-z]\w*\.[A-Za-z]\w*\}/);
});

test("a refused field's page holds the message of each of its rules; other pages hold none", () => {
  for (const [path, page] of pages) {
    const refusedField = /\/failed\/invalid-/.test(path);
    expect(Boolean(page.ruleMessages), path).toBe(refusedField);
    if (page.ruleMessages) expect(page.ruleMessages.messages.length, path).toBeGreaterThan(0);
  }
  const employees = pages.get(talentFailedPath("hiring-request", "invalid-noOfEmployees"));
  expect(employees?.ruleMessages?.messages).toContainEqual({
    id: "rule-numbers-only",
    text: "Numbers only",
  });
  expect(JSON.stringify(employees)).not.toContain("Digits only");
});

test("only a form with a file asks to choose the file again", () => {
  for (const [path, page] of pages) {
    const mentionsFile = page.body.some((paragraph) => /choose the file/i.test(paragraph));
    const onApplication = path.startsWith("/forms/application/failed/");
    expect(mentionsFile, path).toBe(onApplication);
  }
});
