import { expect, test } from "vitest";
import { contentItems } from "#schemas/content/registry.ts";
import {
  auditEntryName,
  auditedEntriesMax,
  auditedNames,
  auditNameOf,
  outsideEditorName,
  peopleCollections,
} from "#server/staff/audit-entries.ts";

test("the audit log names an entry as the editor's menu does, from its file, never from what it says", () => {
  expect(auditEntryName("calls/kids-code-camp-2027.yaml")).toBe(
    "Calls for applications: kids-code-camp-2027",
  );
  expect(auditEntryName("startzone/start-up-boost.yaml")).toBe("Startzone: Startup Boost page");
  // A picture is named by the entry it belongs to.
  expect(auditEntryName("codeville/landing/hero-9f8e7d.jpg")).toBe("Codeville: landing page");
  expect(auditEntryName("notes/readme.txt")).toBe(outsideEditorName);
  expect(
    auditNameOf({
      name: "Startzone: Startup Boost page",
      editorPath: "/keystatic/singleton/startzone-start-up-boost",
    }),
  ).toBe("Startzone: Startup Boost page");
});

test("an entry that is a person is named by its collection only: the log keeps no one's name but the staff member's", () => {
  for (const path of peopleCollections) {
    const item = contentItems.find((candidate) => candidate.path === path);
    expect(item?.kind, path).toBe("collection");
    const name = auditEntryName(`${path}/ada-obi.yaml`);
    expect(name).toBe(`an entry of ${item?.label}`);
    expect(name).not.toContain("ada");
  }
  expect(
    auditNameOf({
      name: "Team: Ada Obi",
      editorPath: "/keystatic/collection/hub-team/item/ada-obi",
    }),
  ).toBe("an entry of Team");
});

test("an audit line names each entry once, up to its limit, and counts the rest", () => {
  const many = Array.from({ length: auditedEntriesMax + 3 }, (_, index) => `entry ${index}`);
  expect(auditedNames([...many, "entry 0"])).toEqual({
    names: many.slice(0, auditedEntriesMax),
    more: 3,
  });
});
