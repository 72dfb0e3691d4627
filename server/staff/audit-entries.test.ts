import { expect, test } from "vitest";
import { entryName, entryOfFile } from "#content-model/content-entries.ts";
import { contentItems } from "#content-model/registry.ts";
import {
  auditEntryName,
  auditedEntriesMax,
  auditedNames,
  auditNameOf,
  familyCollections,
  outsideEditorName,
} from "#server/staff/audit-entries.ts";

test("the audit log names an entry as Publish and the editor's bar do: a call by programme and edition, a person by name", () => {
  const call = { programme: "kids-code-camp", edition: "2027" };
  expect(auditEntryName("calls/kids-code-camp-2027.yaml", call)).toBe(
    "Calls for applications: Kids Code Camp 2027",
  );
  const file = "calls/kids-code-camp-2027.yaml";
  const entry = entryOfFile(file);
  expect(entry && auditEntryName(file, call)).toBe(entry && entryName(entry, call));
  expect(auditEntryName("hub/team/ada-obi.yaml", { name: "Ada Obi" })).toBe("Team: Ada Obi");
  // Without its data (a deleted entry), by its file name.
  expect(auditEntryName("calls/kids-code-camp-2027.yaml")).toBe(
    "Calls for applications: kids-code-camp-2027",
  );
  expect(auditEntryName("startzone/start-up-boost.yaml")).toBe("Startzone: Startup Boost page");
  // A picture is named by the entry it belongs to.
  expect(auditEntryName("codeville/landing/hero-9f8e7d.jpg")).toBe("Codeville: landing page");
  expect(auditEntryName("notes/readme.txt")).toBe(outsideEditorName);
  expect(
    auditNameOf({
      name: "Calls for applications: Startup Boost 2027",
      editorPath: "/keystatic/collection/calls/item/start-up-boost-2027",
    }),
  ).toBe("Calls for applications: Startup Boost 2027");
});

test("an entry about a child or a family is named by its collection only: the log outlives the family's consent", () => {
  for (const path of familyCollections) {
    const item = contentItems.find((candidate) => candidate.path === path);
    expect(item?.kind, path).toBe("collection");
    const name = auditEntryName(`${path}/ada-obi.yaml`, {
      firstName: "Ada",
      lastName: "Obi",
      name: "Mrs Ada Obi",
    });
    expect(name).toBe(`an entry of ${item?.label}`);
    expect(name.toLowerCase()).not.toContain("ada");
  }
  expect(
    auditNameOf({
      name: "Codeville: children: Ada Obi",
      editorPath: "/keystatic/collection/codeville-children/item/ada-obi",
    }),
  ).toBe("an entry of Codeville: children");
});

test("an audit line names each entry once, up to its limit, and counts the rest", () => {
  const many = Array.from({ length: auditedEntriesMax + 3 }, (_, index) => `entry ${index}`);
  expect(auditedNames([...many, "entry 0"])).toEqual({
    names: many.slice(0, auditedEntriesMax),
    more: 3,
  });
});
