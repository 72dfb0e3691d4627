import {
  type Collection,
  type ComponentSchema,
  type Config,
  config,
  fields,
  type Singleton,
} from "@keystatic/core";
import { editorKey } from "#content-model/content-entries.ts";
import {
  type ContentItem,
  callProgrammeNames,
  contentItems,
  contentSectionOf,
  contentSections,
  entryFileNameField,
} from "#content-model/registry.ts";
import type { EditorStorage } from "#schemas/editor.ts";
import { collectionGuides } from "./collection-guides.ts";
import { fieldsFor, type Place } from "./zod-to-keystatic.ts";

/**
 * The editor's configuration, made from the content registry: every
 * singleton and collection the site reads, with fields made from its schema.
 * Paths are under the content folder: the server hands Keystatic that folder
 * (CONTENT_DIR) as its base, and files are YAML, as the site reads them.
 */

const format = { data: "yaml" } as const;

/**
 * Where pictures uploaded in an item go, beside its YAML: a singleton's in a
 * folder of its name ("codeville/gallery-junior-academy/"), a collection
 * entry's in a folder of its slug (Keystatic adds it: "hub/team/ada-obi/").
 */
export function picturesFolderOf(item: ContentItem): string {
  return item.path.replace(/\.yaml$/, "");
}

/** Where an item's fields are: its pictures' folder; programmes offered by their names; its fields' hints. */
function placeOf(item: ContentItem): Place {
  const hints = collectionGuides[item.path]?.fieldHints;
  return {
    pictures: picturesFolderOf(item),
    choiceNames: callProgrammeNames,
    ...(hints ? { hints } : {}),
  };
}

function singletonOf(item: ContentItem): Singleton<Record<string, ComponentSchema>> {
  return {
    label: item.label,
    path: item.path.replace(/\.yaml$/, ""),
    format,
    schema: fieldsFor(item.schema, placeOf(item)),
  };
}

/**
 * The screen the editor opens on. On a narrow one (a phone) a collection
 * lists its entries by name alone: beside four more columns Keystatic cut
 * every name at 360 px to "kids-…" (issue 32, item 7), and the name says
 * what a column would.
 */
export type EditorScreen = "wide" | "narrow";

function collectionOf(
  item: ContentItem,
  screen: EditorScreen,
): Collection<Record<string, ComponentSchema>, string> {
  const guide = collectionGuides[item.path];
  if (guide === undefined) throw new Error(`${item.path}: no guide in collection-guides.ts`);
  return {
    label: item.label,
    path: `${item.path}/*`,
    format,
    slugField: entryFileNameField,
    columns: screen === "narrow" ? [] : [...guide.columns],
    // The file name last: the entry's own fields are what an editor came for,
    // and a programme manager read a first field called File name as a
    // developer's (issue 32, the walk of 2026-11-29).
    schema: {
      ...fieldsFor(item.schema, placeOf(item)),
      [entryFileNameField]: fields.text({
        label: "File name",
        description: guide.fileName.hint,
        validation: {
          isRequired: true,
          pattern: { regex: guide.fileName.pattern, message: guide.fileName.rule },
        },
      }),
    },
  };
}

/** The editor's menu: every item under its section's name (`contentSections`), in the registry's order. */
function navigationOf(items: readonly ContentItem[]): Record<string, string[]> {
  const sections = contentSections.map(({ name }) => ({
    name,
    keys: items.filter((item) => contentSectionOf(item) === name).map((item) => editorKey(item)),
  }));
  return Object.fromEntries(
    sections.filter(({ keys }) => keys.length > 0).map(({ name, keys }) => [name, keys]),
  );
}

const localEditorStorage: EditorStorage = { kind: "local" };

export function keystaticConfigFor(
  items: readonly ContentItem[] = contentItems,
  storage: EditorStorage = localEditorStorage,
  screen: EditorScreen = "wide",
): Config {
  return config({
    storage: storage.kind === "github" ? { kind: "github", repo: storage.repo } : { kind: "local" },
    ui: { brand: { name: "Site content" }, navigation: navigationOf(items) },
    singletons: Object.fromEntries(
      items
        .filter((item) => item.kind === "singleton")
        .map((item) => [editorKey(item), singletonOf(item)]),
    ),
    collections: Object.fromEntries(
      items
        .filter((item) => item.kind === "collection")
        .map((item) => [editorKey(item), collectionOf(item, screen)]),
    ),
  });
}

export const keystaticConfig = keystaticConfigFor();
