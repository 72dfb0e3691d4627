import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { sampleFacts } from "./sample-facts.server.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A content folder holding only these files. */
function contentWith(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), "sample-facts-"));
  roots.push(root);
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), stringify(data));
  }
  return root;
}

const identity = parse(readFileSync("content/site/identity.yaml", "utf8")) as Record<
  string,
  unknown
>;

test("the shipped content lists its sample facts, each with the editor's page where it is replaced", () => {
  const facts = sampleFacts();
  const organisation = facts.find((fact) => fact.id === "site/identity.yaml");
  expect(organisation).toMatchObject({
    item: "Organisation: name, address, phone",
    editorPath: "/keystatic/singleton/site-identity",
  });
  expect(organisation?.fields).toContainEqual({ label: "Phone", value: identity.phone });
  expect(organisation?.fields).toContainEqual(
    expect.objectContaining({ label: "Address › Street" }),
  );
  const call = facts.find((fact) => fact.id === "calls/start-up-boost-2024.yaml");
  expect(call?.editorPath).toBe("/keystatic/collection/calls/item/start-up-boost-2024");
  const company = facts.find((fact) => fact.id.startsWith("startzone/investment.yaml#"));
  expect(company?.record).toMatch(/^Portfolio › Items: \S/);
});

test("a record without a sample list, or with an empty one, is not a sample fact", () => {
  const { sample: _sample, ...replaced } = identity;
  expect(sampleFacts(contentWith({ "site/identity.yaml": replaced }))).toEqual([]);
  expect(sampleFacts(contentWith({ "site/identity.yaml": { ...replaced, sample: [] } }))).toEqual(
    [],
  );
});

test("a fact's digest changes with its sample values and with nothing else", () => {
  const digest = (data: Record<string, unknown>) =>
    sampleFacts(contentWith({ "site/identity.yaml": { ...data, sample: ["phone"] } }))[0]?.digest;
  const before = digest(identity);
  expect(digest({ ...identity, email: "ada@hub.ng" })).toBe(before);
  expect(digest({ ...identity, phone: "+234 803 123 4567" })).not.toBe(before);
});
