import { expect, test } from "vitest";
import { contentItems } from "#schemas/content/registry.ts";
import {
  fileNameField,
  keystaticConfig,
  keystaticConfigFor,
  keystaticKey,
} from "./keystatic-config.ts";

test("every registered content item is editable, with its fields from its schema", () => {
  const editable = { ...keystaticConfig.singletons, ...keystaticConfig.collections };
  for (const item of contentItems) {
    const entry = editable[keystaticKey(item)];
    expect(entry?.label, item.path).toBe(item.label);
    const shape = Object.keys((item.schema._zod.def as unknown as { shape: object }).shape);
    expect(Object.keys(entry?.schema ?? {}).filter((key) => key !== fileNameField)).toEqual(shape);
  }
  expect(Object.keys(editable)).toHaveLength(contentItems.length);
});

test("a collection entry's file name is its slug and is not written into the file", () => {
  const [key, calls] = Object.entries(keystaticConfig.collections ?? {})[0] ?? [];
  expect(calls?.slugField, key).toBe(fileNameField);
  const field = calls?.schema[fileNameField] as unknown as {
    serializeWithSlug: (value: string) => { slug: string; value: unknown };
  };
  expect(field.serializeWithSlug("start-up-boost-2027")).toEqual({
    slug: "start-up-boost-2027",
    value: undefined,
  });
});

test("content is kept where the server's setting says: this server's disk by default, or the GitHub repository given", () => {
  expect(keystaticConfig.storage).toEqual({ kind: "local" });
  const repo = { owner: "hub", name: "site-content" };
  expect(keystaticConfigFor(undefined, { kind: "github", repo }).storage).toEqual({
    kind: "github",
    repo,
  });
  expect(keystaticConfigFor(undefined, { kind: "local" }).storage).toEqual({ kind: "local" });
});
