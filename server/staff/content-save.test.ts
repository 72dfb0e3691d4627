import { expect, test } from "vitest";
import { parse } from "yaml";
import * as z from "zod/mini";
import { mergedSource, withoutAddedEmpties } from "./content-save.ts";

const schema = z.strictObject({
  title: z.string(),
  cta: z.optional(z.strictObject({ label: z.string(), external: z.optional(z.boolean()) })),
  external: z.optional(z.boolean()),
  points: z.optional(z.array(z.string())),
});

test("optional values the file did not have and that come back empty are left out", () => {
  const sent = { title: "A", cta: { label: "", external: false }, external: false, points: [] };
  expect(withoutAddedEmpties(sent, { title: "A" }, schema)).toEqual({ title: "A" });
});

test("optional values the file had are kept, even empty", () => {
  const before = { title: "A", external: false };
  expect(withoutAddedEmpties({ title: "A", external: false }, before, schema)).toEqual(before);
});

const source =
  "# Why this file exists\ntitle: Old title # the page's heading\nlong: >-\n  a folded\n  paragraph\n";

test("a changed value is replaced in the source, the rest stays byte for byte", () => {
  const text = mergedSource(source, { title: "New title", long: "a folded paragraph" });
  expect(text).toBe(source.replace("Old title", "New title"));
});

test("an added key rewrites the file from its document, comments kept", () => {
  const text = mergedSource(source, {
    title: "Old title",
    long: "a folded paragraph",
    closes: "2027-03-31",
  });
  expect(parse(text)).toEqual({
    title: "Old title",
    long: "a folded paragraph",
    closes: "2027-03-31",
  });
  expect(text).toContain("# Why this file exists");
  expect(text).toContain("# the page's heading");
});

test("a value whose old style would read it as another type is still written as its type", () => {
  const text = mergedSource("edition: 2024\n", { edition: "2027 cohort" });
  expect(parse(text)).toEqual({ edition: "2027 cohort" });
  expect(parse(mergedSource('edition: "2024"\n', { edition: "2027" }))).toEqual({
    edition: "2027",
  });
});

test("a new entry is written from its data", () => {
  expect(parse(mergedSource(null, { title: "A" }))).toEqual({ title: "A" });
});
