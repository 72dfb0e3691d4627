import { expect, test } from "vitest";
import { safePdfFileName } from "./pdf-file-name.ts";

test.each([
  ["C:\\Users\\ada\\My CV.pdf", "My CV.pdf"],
  ['cv"><script>.PDF', "cvscript.pdf"],
  ["", "resume.pdf"],
  [undefined, "resume.pdf"],
  ["notes.txt", "notes.txt.pdf"],
  ["Adaeze Nwankwọ CV.pdf", "Adaeze Nwankwọ CV.pdf"],
])("the sender's file name %j is offered as %j", (name, safe) => {
  expect(safePdfFileName(name)).toBe(safe);
});

test("bidirectional controls cannot make a name read as another: cv‮fdp.exe is not shown as cvexe.pdf", () => {
  expect(safePdfFileName("cv\u202Efdp.exe")).toBe("cvfdp.exe.pdf");
  for (const control of [
    "\u061C",
    "\u200E",
    "\u200F",
    "\u202A",
    "\u202B",
    "\u202C",
    "\u202D",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ]) {
    expect(safePdfFileName(`Ada${control}Okafor.pdf`)).toBe("AdaOkafor.pdf");
  }
});

test("control, zero-width and separator characters are dropped; what is left is one visible line", () => {
  expect(
    safePdfFileName("Ada\u0000\u0007\u001b[31m\u007f\u0085Okafor\u200B\u2028\u2029\uFEFF.pdf"),
  ).toBe("Ada[31mOkafor.pdf");
  expect(safePdfFileName("\u202E\u200B.pdf")).toBe("resume.pdf");
});

test("a long name is cut to 120 characters without splitting a letter", () => {
  const name = safePdfFileName(`${"𝓐".repeat(200)}.pdf`);
  expect([...name].length).toBe(120);
  expect(name.endsWith("𝓐.pdf")).toBe(true);
});
