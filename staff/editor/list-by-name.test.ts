import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { withListByName } from "./list-by-name.ts";

/** Keystatic's list is searched and sorted by the names it shows (decision 233). */

const require = createRequire(import.meta.url);

function pinnedKeystaticUi(): string {
  const file = require
    .resolve("@keystatic/core/ui")
    .replace(/keystatic-core-ui\.[a-z.]*js$/, "keystatic-core-ui.js");
  return readFileSync(file, "utf8");
}

test("Keystatic's pinned list searches and sorts through the names, no longer by file name alone", () => {
  const code = pinnedKeystaticUi();
  expect(code).toContain("item.name.toLowerCase().includes(searchTerm.toLowerCase())");
  const changed = withListByName(code);
  expect(changed).toMatch(/^import \{ useListByName \} from ".*entry-names\.ts";\n/);
  expect(changed).toContain("const listByName = useListByName(props.collection);");
  expect(changed).toContain("listByName.answers(item.name, searchTerm)");
  expect(changed).toContain("return listByName.sortName(row.name);");
  expect(changed).not.toContain("item.name.toLowerCase().includes(searchTerm.toLowerCase())");
  expect(changed).not.toContain("collection.parseSlugForSort");
});

test("the list says how many entries it shows, and never writes the search typed into the address", () => {
  const changed = withListByName(pinnedKeystaticUi());
  expect(changed).toContain(
    "useReportListShown(props.collection, searchTerm, sortedItems.length, entriesWithData.length);",
  );
  expect(changed).toContain("t0 = lastSearchOf(collection);");
  expect(changed).not.toContain('params.set("search", value)');
});

test("a Keystatic whose list is written otherwise stops the build and says which part moved", () => {
  const code = pinnedKeystaticUi().replace(
    "item.name.toLowerCase().includes(searchTerm.toLowerCase())",
    "matches(item, searchTerm)",
  );
  expect(() => withListByName(code)).toThrow(/not as .* expects \(the search\)/);
  expect(() => withListByName("export const ui = 1;")).toThrow(/the list reads the names/);
});
