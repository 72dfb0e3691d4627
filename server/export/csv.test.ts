import { expect, test } from "vitest";
import { csvCell, csvLine } from "#server/export/csv.ts";

test.each([
  "=1+1",
  "+cmd",
  "-2",
  "@SUM(A1)",
  "\tx",
  "\rx",
  " =1+1",
  "\u00a0=1+1",
  "\u200b=1+1",
  "\ufeff \u2060@SUM(A1)",
])("a cell starting like a formula (%j) is escaped", (value) => {
  expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
});

test("quotes, commas and new lines are quoted; plain text is left alone", () => {
  expect(csvCell('say "hi", then\nbye')).toBe('"say ""hi"", then\nbye"');
  expect(csvCell("ada@example.com")).toBe("ada@example.com");
  expect(csvCell(null)).toBe("");
});

test("a cell with a semicolon is quoted, so a spreadsheet that splits on semicolons finds no formula cell in it", () => {
  expect(csvCell("x;=1+1")).toBe('"x;=1+1"');
  expect(csvLine(["a;b", "c"])).toBe('"a;b",c\r\n');
});

test("a record ends with CRLF, and a line break inside a cell stays inside its quotes", () => {
  expect(csvLine(["a@b.co", "=cmd", "two\nlines"])).toBe('a@b.co,\'=cmd,"two\nlines"\r\n');
});
