import { expect, test } from "vitest";
import type { BuildProblem } from "#schemas/publish.ts";
import { failureLine } from "./problem-words.ts";

const problem = (message: string, fixable: boolean): BuildProblem => ({
  message,
  entry: fixable ? { name: "Calls for applications: kids-code-camp-2027", editorPath: null } : null,
  field: fixable ? "Closes" : null,
  page: null,
  fixable,
  detail: null,
});

test("a failed build says why in one line: the content's own problem first, by entry and field, and how many more", () => {
  expect(
    failureLine({
      problems: [
        problem("a problem in the code, tell your developer", false),
        problem("the closing date is before the opening date", true),
      ],
    }),
  ).toBe(
    "Calls for applications: kids-code-camp-2027 › Closes: The closing date is before the opening date (and 1 more problem)",
  );
  expect(failureLine({ problems: [problem("the build was stopped", false)] })).toBe(
    "The build was stopped",
  );
  expect(failureLine({ problems: [] })).toBeNull();
});
