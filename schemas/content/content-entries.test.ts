import { expect, test } from "vitest";
import { editorPathOf, entryName, entryOfFile } from "./content-entries.ts";

test("a singleton's file is its entry, named by its label and linked to its page in the editor", () => {
  const entry = entryOfFile("startzone/start-up-boost.yaml");
  expect(entry).not.toBeNull();
  if (!entry) return;
  expect(entryName(entry)).toBe("Startzone: Startup Boost page");
  expect(editorPathOf(entry)).toBe("/keystatic/singleton/startzone-start-up-boost");
});

test("a collection entry is named as a person would: a call by programme and edition, a person by name", () => {
  const member = entryOfFile("hub/team/adaeze-obi.yaml");
  expect(member && entryName(member, { name: "Adaeze Obi" })).toBe("Team: Adaeze Obi");
  expect(member && editorPathOf(member)).toBe("/keystatic/collection/hub-team/item/adaeze-obi");
  const call = entryOfFile("calls/start-up-boost-2024.yaml");
  expect(call && entryName(call, { programme: "start-up-boost", edition: "2024" })).toBe(
    "Calls for applications: Startup Boost 2024",
  );
  const child = entryOfFile("codeville/children/adaobi-nwafor.yaml");
  expect(child && entryName(child, { firstName: "Adaobi", lastName: "Nwafor" })).toBe(
    "Codeville: children: Adaobi Nwafor",
  );
  const form = entryOfFile("admissions/sparks.yaml");
  expect(form && entryName(form, { programme: "Sparks" })).toBe("Application forms: Sparks");
});

test("an entry whose data does not say what it is (new, deleted, or broken) is named by its file name", () => {
  const call = entryOfFile("calls/start-up-boost-2024.yaml");
  expect(call && entryName(call)).toBe("Calls for applications: start-up-boost-2024");
  // A programme the site does not know names nothing.
  expect(call && entryName(call, { programme: "startup-boost", edition: "2024" })).toBe(
    "Calls for applications: start-up-boost-2024",
  );
  expect(call && entryName(call, "not a record")).toBe(
    "Calls for applications: start-up-boost-2024",
  );
  // Whatever a refused save sent, a name stays one line's length.
  const member = entryOfFile("hub/team/adaeze-obi.yaml");
  expect(member && entryName(member, { name: "A".repeat(500) }).length).toBeLessThan(100);
});

test("a picture belongs to the entry of its name beside it, or of the folder an upload went to", () => {
  expect(entryOfFile("hub/team/adaeze-obi.svg")?.file).toBe("hub/team/adaeze-obi.yaml");
  expect(entryOfFile("hub/team/adaeze-obi/photo-1a2b3c.jpg")?.file).toBe(
    "hub/team/adaeze-obi.yaml",
  );
  expect(entryOfFile("codeville/landing/hero-1a2b3c.jpg")?.file).toBe("codeville/landing.yaml");
  expect(entryOfFile("nowhere/at-all.jpg")).toBeNull();
});
