import { expect, test } from "vitest";
import { editorPathOf, entryName, entryOfFile } from "./content-entries.ts";

test("a singleton's file is its entry, named by its label and linked to its page in the editor", () => {
  const entry = entryOfFile("startzone/start-up-boost.yaml");
  expect(entry).not.toBeNull();
  if (!entry) return;
  expect(entryName(entry)).toBe("Startzone: Startup Boost page");
  expect(editorPathOf(entry)).toBe("/keystatic/singleton/startzone-start-up-boost");
});

test("a collection entry is named under its collection by its name, else by its file name", () => {
  const member = entryOfFile("hub/team/adaeze-obi.yaml");
  expect(member && entryName(member, { name: "Adaeze Obi" })).toBe("Team: Adaeze Obi");
  expect(member && editorPathOf(member)).toBe("/keystatic/collection/hub-team/item/adaeze-obi");
  const call = entryOfFile("calls/start-up-boost-2024.yaml");
  expect(call && entryName(call, { programme: "startup-boost", edition: "2024" })).toBe(
    "Calls for applications: start-up-boost-2024",
  );
});

test("a picture belongs to the entry of its name beside it, or of the folder an upload went to", () => {
  expect(entryOfFile("hub/team/adaeze-obi.svg")?.file).toBe("hub/team/adaeze-obi.yaml");
  expect(entryOfFile("hub/team/adaeze-obi/photo-1a2b3c.jpg")?.file).toBe(
    "hub/team/adaeze-obi.yaml",
  );
  expect(entryOfFile("codeville/landing/hero-1a2b3c.jpg")?.file).toBe("codeville/landing.yaml");
  expect(entryOfFile("nowhere/at-all.jpg")).toBeNull();
});
