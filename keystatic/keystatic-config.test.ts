import { expect, test } from "vitest";
import { decorativeImageSchema, imageSchema } from "#content-model/blocks.ts";
import { editorKey } from "#content-model/content-entries.ts";
import {
  callProgrammeNames,
  contentItems,
  contentSections,
  entryFileNameField,
} from "#content-model/registry.ts";
import { keystaticConfig, keystaticConfigFor } from "./keystatic-config.ts";

test("every registered content item is editable, with its fields from its schema", () => {
  const editable = { ...keystaticConfig.singletons, ...keystaticConfig.collections };
  for (const item of contentItems) {
    const entry = editable[editorKey(item)];
    expect(entry?.label, item.path).toBe(item.label);
    const shape = Object.keys((item.schema._zod.def as unknown as { shape: object }).shape);
    expect(Object.keys(entry?.schema ?? {}).filter((key) => key !== entryFileNameField)).toEqual(
      shape,
    );
  }
  expect(Object.keys(editable)).toHaveLength(contentItems.length);
});

test("every picture of the content has an upload in the editor: none is inside a value edited as YAML text", () => {
  type Def = Record<string, unknown> & { type: string };
  const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
  const isSchema = (value: unknown) =>
    typeof value === "object" && value !== null && "_zod" in value;
  const pictures: unknown[] = [imageSchema, decorativeImageSchema];
  const holdsPicture = (value: unknown): boolean =>
    pictures.includes(value) ||
    (Array.isArray(value) && value.some(holdsPicture)) ||
    (isSchema(value) && Object.values(defOf(value)).some(holdsPicture));
  // The shapes the editor makes fields for (zod-to-keystatic.ts); any other is YAML text.
  const inYaml = (schema: unknown, at: string): string[] => {
    if (pictures.includes(schema)) return [];
    const def = defOf(schema);
    if (def.type === "optional" || def.type === "default") return inYaml(def.innerType, at);
    if (def.type === "array") return inYaml(def.element, `${at}[]`);
    if (def.type === "object") {
      return Object.entries(def.shape as object).flatMap(([key, inner]) =>
        inYaml(inner, `${at}.${key}`),
      );
    }
    return holdsPicture(schema) ? [at] : [];
  };
  expect(contentItems.flatMap((item) => inYaml(item.schema, item.path))).toEqual([]);
});

test("a collection entry's file name is its slug and is not written into the file", () => {
  const [key, calls] = Object.entries(keystaticConfig.collections ?? {})[0] ?? [];
  expect(calls?.slugField, key).toBe(entryFileNameField);
  const field = calls?.schema[entryFileNameField] as unknown as {
    serializeWithSlug: (value: string) => { slug: string; value: unknown };
  };
  expect(field.serializeWithSlug("start-up-boost-2027")).toEqual({
    slug: "start-up-boost-2027",
    value: undefined,
  });
});

test("a collection entry's own fields come first and its file name last", () => {
  for (const [key, collection] of Object.entries(keystaticConfig.collections ?? {})) {
    expect(Object.keys(collection.schema).at(-1), key).toBe(entryFileNameField);
  }
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

test("each collection's list shows, beside each entry's name, fields of one plain value each that the name does not say", () => {
  for (const item of contentItems.filter((candidate) => candidate.kind === "collection")) {
    const collection = keystaticConfig.collections?.[editorKey(item)];
    const shape = (item.schema._zod.def as unknown as { shape: Record<string, unknown> }).shape;
    for (const column of collection?.columns ?? []) {
      const field = collection?.schema[column] as { kind?: string } | undefined;
      expect([item.path, column, field?.kind]).toEqual([item.path, column, "form"]);
      expect(Object.keys(shape), item.path).toContain(column);
    }
  }
  // A call's name and the line under it say programme, edition and status (decision 223).
  expect(keystaticConfig.collections?.calls?.columns).toEqual([]);
  expect(keystaticConfig.collections?.["hub-team"]?.columns).toEqual(["role", "order"]);
});

test("on a narrow screen each collection lists its entries by name alone, so no name is cut", () => {
  const narrow = keystaticConfigFor(undefined, undefined, "narrow");
  for (const [key, collection] of Object.entries(narrow.collections ?? {})) {
    expect(collection.columns ?? [], key).toEqual([]);
  }
  expect(
    keystaticConfigFor(undefined, undefined, "wide").collections?.["hub-team"]?.columns,
  ).toEqual(keystaticConfig.collections?.["hub-team"]?.columns);
});

test("each collection has its own file-name hint and rule: a gallery year is four digits, a call is named by programme and edition", () => {
  type Slug = { validate: (value: string, extra?: unknown) => string };
  const fileName = (key: string) =>
    keystaticConfig.collections?.[key]?.schema[entryFileNameField] as unknown as Slug;
  const accepts = (key: string, value: string) => {
    try {
      fileName(key).validate(value);
      return true;
    } catch {
      return false;
    }
  };
  expect(accepts("codeville-graduates", "2027")).toBe(true);
  expect(accepts("codeville-graduates", "graduates-2027")).toBe(false);
  expect(accepts("codeville-faqs", "junior-academy")).toBe(true);
  expect(accepts("calls", "start-up-boost-2027")).toBe(true);
  expect(accepts("calls", "Start Up Boost")).toBe(false);
});

test("a call's programme is offered by the programme's name, as the staff side names it everywhere", () => {
  const calls = contentItems.find((item) => item.path === "calls");
  if (!calls) throw new Error("the calls collection is registered");
  const programme = keystaticConfig.collections?.[editorKey(calls)]?.schema
    .programme as unknown as {
    options: { label: string; value: keyof typeof callProgrammeNames }[];
  };
  expect(programme.options.map((option) => option.label)).toEqual(
    programme.options.map((option) => callProgrammeNames[option.value]),
  );
  expect(programme.options.map((option) => option.value).sort()).toEqual(
    Object.keys(callProgrammeNames).sort(),
  );
});

test("the editor's menu lists every item once, in a section named for a part of the site", () => {
  const navigation = keystaticConfig.ui?.navigation as Record<string, string[]>;
  expect(Object.values(navigation).flat().sort()).toEqual(
    contentItems.map((item) => editorKey(item)).sort(),
  );
  expect(Object.keys(navigation)).toEqual(
    contentSections.map((section) => section.name).filter((name) => name in navigation),
  );
});
