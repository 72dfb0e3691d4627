import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { nuProblems } from "./nu-report.ts";

const siteDir = resolve("build/client");
const url = (path: string) => pathToFileURL(resolve(siteDir, path)).href;

test("errors and warnings are problems, named by page, line and column; plain information is not", () => {
  const report = JSON.stringify({
    messages: [
      {
        type: "error",
        url: url("about/index.html"),
        lastLine: 1,
        firstColumn: 42,
        message: "The element “h2” must not appear as a descendant of the “address” element.",
      },
      {
        type: "info",
        subType: "warning",
        url: url("old/index.html"),
        lastLine: 2,
        firstColumn: 16,
        message: "Consider adding a “lang” attribute.",
      },
      {
        type: "info",
        url: url("about/index.html"),
        lastLine: 1,
        firstColumn: 7,
        message: "Trailing slash on void elements has no effect.",
      },
    ],
  });
  expect(nuProblems(report, siteDir)).toEqual([
    "about/index.html:1:42 error: The element “h2” must not appear as a descendant of the “address” element.",
    "old/index.html:2:16 warning: Consider adding a “lang” attribute.",
  ]);
});

test("a file the checker could not read is a problem too", () => {
  const report = JSON.stringify({
    messages: [{ type: "non-document-error", url: url("gone.html"), message: "File not found." }],
  });
  expect(nuProblems(report, siteDir)).toEqual(["gone.html non-document-error: File not found."]);
});

test("a clean report has no problems", () => {
  expect(nuProblems(JSON.stringify({ messages: [] }), siteDir)).toEqual([]);
});
