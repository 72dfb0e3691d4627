import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { editorPathOf, entryName, entryOfFile, entryTitle } from "./content-entries.ts";
import { contentItems } from "./registry.ts";

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

test("every collection's list names each shipped entry by what it is, never by its file name", () => {
  for (const item of contentItems.filter((each) => each.kind === "collection")) {
    const folder = new URL(`../content/${item.path}/`, import.meta.url);
    for (const name of readdirSync(folder).filter((each) => each.endsWith(".yaml"))) {
      const slug = name.slice(0, -".yaml".length);
      const data: unknown = parse(readFileSync(new URL(name, folder), "utf8"));
      const title = entryTitle({ file: `${item.path}/${name}`, item, slug }, data);
      expect(title, `${item.path}/${name}`).not.toBe(slug);
    }
  }
});

test("a call's list says beside its name whether it is open, and until when", () => {
  const calls = contentItems.find((item) => item.path === "calls");
  expect(calls?.detail?.({ status: "open", closes: "2027-12-31" })).toBe(
    "Open until 31 December 2027",
  );
  expect(calls?.detail?.({ status: "closed", closes: "2027-12-31" })).toBe("Closed");
  expect(calls?.detail?.({ status: "open" })).toBe("Open");
});
