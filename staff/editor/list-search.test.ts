import { expect, test } from "vitest";
import { answersSearch, type EntryName, sortNameOf } from "./list-search.ts";

/** The editor's list finds and orders entries by the names it shows (decision 233). */

const boost: EntryName = {
  slug: "start-up-boost-2024",
  name: "Startup Boost 2027",
  detail: "Open until 31 December 2027",
};
const found = (search: string, named: EntryName | undefined = boost) =>
  answersSearch(named?.slug ?? "new-entry", named, search);

test("a search finds an entry by a word of its name, whatever the case", () => {
  expect(found("Boost")).toBe(true);
  expect(found("startup BOOST")).toBe(true);
});

test("a search finds an entry by the detail beside its name: a call by the year it closes", () => {
  expect(found("december")).toBe(true);
  expect(found("open until")).toBe(true);
});

test("every word typed must be found, in any order, in the name, the detail or the file name", () => {
  expect(found("2027 boost")).toBe(true);
  expect(found("boost start-up")).toBe(true);
  expect(found("boost closed")).toBe(false);
  expect(found("codeville")).toBe(false);
});

test("a search still finds an entry by its file name, as a developer would type it", () => {
  expect(found("start-up-boost-2024")).toBe(true);
});

test("accents typed or not find the same entries", () => {
  const cafe: EntryName = { slug: "cafe-talk", name: "Café talk" };
  expect(found("cafe", cafe)).toBe(true);
  expect(found("CAFÉ", cafe)).toBe(true);
});

test("an empty or blank search keeps every entry", () => {
  expect(found("")).toBe(true);
  expect(found("   ")).toBe(true);
});

test("an entry without a name yet is found by its file name only", () => {
  expect(answersSearch("kids-code-camp-2025", undefined, "camp 2025")).toBe(true);
  expect(answersSearch("kids-code-camp-2025", undefined, "Open until")).toBe(false);
});

test("the Name column sorts by the name shown, and by the file name where none is known", () => {
  expect(sortNameOf(boost.slug, boost)).toBe("Startup Boost 2027");
  expect(sortNameOf("kids-code-camp-2025", undefined)).toBe("kids-code-camp-2025");
  const rows: EntryName[] = [
    { slug: "a-file", name: "Zara Obi" },
    { slug: "z-file", name: "Ada Eze" },
  ];
  const sorted = rows.toSorted((a, b) =>
    sortNameOf(a.slug, a).localeCompare(sortNameOf(b.slug, b)),
  );
  expect(sorted.map((row) => row.slug)).toEqual(["z-file", "a-file"]);
});
