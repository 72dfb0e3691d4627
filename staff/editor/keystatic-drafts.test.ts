import { expect, test } from "vitest";
import { draftOf } from "./keystatic-drafts.ts";

const typed = (path: string, yaml: string) => ({
  files: new Map([[path, new TextEncoder().encode(yaml)]]),
  savedAt: new Date("2026-11-29T18:59:00Z"),
  version: 1,
});

test("a collection's draft is named by what was typed in it, and leads to its entry", () => {
  const draft = draftOf(
    ["collection", "calls", "start-up-boost-2024"],
    typed("calls/start-up-boost-2024.yaml", "programme: start-up-boost\nedition: '2031'\n"),
  );
  expect(draft).toMatchObject({
    file: "calls/start-up-boost-2024.yaml",
    slug: "start-up-boost-2024",
    name: "Calls for applications: Startup Boost 2031",
    savedAt: new Date("2026-11-29T18:59:00Z"),
  });
});

test("a singleton's draft is named by its item", () => {
  const draft = draftOf(
    ["singleton", "site-bank-details"],
    typed("site/bank-details.yaml", "bank: X\n"),
  );
  expect(draft).toMatchObject({ slug: null, name: "Bank account for fees (admins only)" });
});

test("what is not a draft of an item the editor shows is left out", () => {
  expect(draftOf("tree", {})).toBeNull();
  expect(draftOf(["singleton", "no-such-item"], typed("x.yaml", "a: 1"))).toBeNull();
  expect(draftOf(["collection", "site-identity", "x"], {})).toBeNull();
  expect(draftOf(["collection", "calls", ""], {})).toBeNull();
});

test("a draft whose file does not read is still listed, by its file name", () => {
  const draft = draftOf(
    ["collection", "calls", "start-up-boost-2024"],
    typed("calls/start-up-boost-2024.yaml", "edition: [unclosed"),
  );
  expect(draft?.name).toBe("Calls for applications: start-up-boost-2024");
});
