import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import * as z from "zod/mini";
import { ContentError, checkEntry, type Placeholders, readContentFile } from "./load.ts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-"));
  vi.stubEnv("CONTENT_DIR", root);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const personSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  links: z.array(z.strictObject({ url: z.url({ protocol: /^https$/ }) })),
});

/** A file read and checked as the readers do (read.server.ts), against a schema of the test's own. */
function readChecked<Schema extends z.ZodMiniType>(
  file: string,
  schema: Schema,
  placeholders: Placeholders = {},
): z.output<Schema> {
  return checkEntry(file, readContentFile(file, root), schema, placeholders);
}

function problemsOf(load: () => unknown) {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("the content loaded without a problem");
}

test("a valid file loads as the schema's data", () => {
  write("team/ada.yaml", "name: Ada\nlinks:\n  - url: https://example.org\n");
  expect(readChecked("team/ada.yaml", personSchema)).toEqual({
    name: "Ada",
    links: [{ url: "https://example.org" }],
  });
});

test("a file read again after an edit gives its new data, and a caller's change never leaks into the next read", () => {
  write("team/ada.yaml", "name: Ada\nlinks: []\n");
  const first = readChecked("team/ada.yaml", personSchema);
  first.links.push({ url: "https://changed.example" });
  expect(readChecked("team/ada.yaml", personSchema)).toEqual({ name: "Ada", links: [] });
  write("team/ada.yaml", "name: Grace\nlinks: []\n");
  expect(readChecked("team/ada.yaml", personSchema).name).toBe("Grace");
});

test("a field that breaks its rule names the file, the field's path and the reason", () => {
  write("team/ada.yaml", "name: Ada\nlinks:\n  - url: http://example.org\n");
  const [problem, ...others] = problemsOf(() => readChecked("team/ada.yaml", personSchema));
  expect(others).toEqual([]);
  expect(problem).toMatchObject({ file: "team/ada.yaml", field: "links.0.url" });
  expect(problem?.reason).not.toBe("");
});

test("the error message lists every problem as file: field: reason", () => {
  write("team/ada.yaml", "name: ''\nlinks: []\nrole: chef\n");
  expect(() => readChecked("team/ada.yaml", personSchema)).toThrow(/team\/ada\.yaml: name: .+/);
  const fields = problemsOf(() => readChecked("team/ada.yaml", personSchema)).map((p) => p.field);
  expect(fields).toEqual(expect.arrayContaining(["name", ""]));
});

test("a file that is not valid YAML names the file and the line", () => {
  write("team/ada.yaml", "name: Ada\nlinks: [\n");
  const [problem] = problemsOf(() => readChecked("team/ada.yaml", personSchema));
  expect(problem?.file).toBe("team/ada.yaml");
  expect(problem?.field).toMatch(/^line \d+$/);
});

test("{record.field} placeholders are filled from the one record; others stay for the page", () => {
  write("page.yaml", "title: '{organisation.name} is {age} years old'\n");
  const schema = z.strictObject({ title: z.string() });
  expect(readChecked("page.yaml", schema, { "organisation.name": "The Hub" })).toEqual({
    title: "The Hub is {age} years old",
  });
});

test("an unknown placeholder is a problem at its field", () => {
  write("page.yaml", "items:\n  - '{organisation.nmae}'\n");
  const schema = z.strictObject({ items: z.array(z.string()) });
  expect(problemsOf(() => readChecked("page.yaml", schema, {}))).toEqual([
    { file: "page.yaml", field: "items.0", reason: "unknown placeholder {organisation.nmae}" },
  ]);
});
