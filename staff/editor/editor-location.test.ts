import { expect, test } from "vitest";
import { editorPlaceOf } from "./editor-location.ts";

/** The staff side knows where Keystatic's UI is from its address, in either storage mode. */

test("a collection's list, an entry and a new entry are known by their address", () => {
  expect(editorPlaceOf("/keystatic/collection/calls", "")).toMatchObject({
    kind: "list",
    base: "/keystatic",
    item: { path: "calls" },
  });
  expect(editorPlaceOf("/keystatic/collection/calls/item/start-up-boost-2024", "")).toMatchObject({
    kind: "entry",
    slug: "start-up-boost-2024",
    file: "calls/start-up-boost-2024.yaml",
  });
  expect(
    editorPlaceOf("/keystatic/collection/calls/create", "?duplicate=start-up-boost-2024"),
  ).toMatchObject({ kind: "new", copiedFrom: "start-up-boost-2024" });
});

test("with content in GitHub the same places are known under the branch shown, which stays their base", () => {
  expect(editorPlaceOf("/keystatic/branch/main/collection/calls", "")).toMatchObject({
    kind: "list",
    base: "/keystatic/branch/main",
    item: { path: "calls" },
  });
  expect(
    editorPlaceOf("/keystatic/branch/new-dates/collection/calls/item/sparks-2024", ""),
  ).toMatchObject({ kind: "entry", base: "/keystatic/branch/new-dates", slug: "sparks-2024" });
});

test("the dashboard, an unknown collection and other pages are elsewhere", () => {
  for (const pathname of [
    "/keystatic",
    "/keystatic/branch/main",
    "/keystatic/collection/no-such-thing",
    "/publish",
  ]) {
    expect(editorPlaceOf(pathname, "")).toEqual({ kind: "elsewhere" });
  }
});
