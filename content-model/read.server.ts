import { readdirSync } from "node:fs";
import path from "node:path";
import type * as z from "zod/mini";
import {
  ContentError,
  type ContentProblem,
  checkEntry,
  contentRoot,
  noteContentRead,
  type Placeholders,
  readContentFile,
} from "./load.ts";
import {
  type CollectionName,
  type CollectionSchema,
  itemNamed,
  type SingletonName,
  type SingletonSchema,
} from "./registry.ts";

/**
 * The one way the site reads its content: by the registry's name for it
 * ("site/identity", "codeville/landing", "calls"), as Astro's `getEntry` and
 * `getCollection` do. The registry pairs each file with its schema, so the
 * answer's type is that schema's and a name it does not hold is a type error.
 *
 * Nothing is read until a reader is called, and each call reads the files
 * again (their parse is kept by text, load.ts): so the build reads the content
 * it builds, the editor the working folder and the service its live release
 * (`root`), and the build's read hook learns which page read which file.
 */

export type ReadOptions = {
  /** The `{record.field}` values its texts may name. */
  placeholders?: Placeholders;
  /** The content folder; by default CONTENT_DIR, else content/ (`contentRoot`). */
  root?: string;
  /**
   * Keep the staff's sample lists (content-model/sample.ts), which pages
   * never get: for the service, which waits for the hub's own bank account.
   */
  keepSampleLists?: boolean;
  /**
   * One frozen answer while the file's text and the placeholders stay the
   * same, for records many parts of a page show (the organisation's name and
   * logo words, in the header and in the footer; the kids programmes): a
   * page's data then names each once, as when they were read once per
   * process, and they are not checked again for every part. The file is still
   * read, and told to the read hook, on every call.
   */
  shared?: boolean;
};

/** One entry of a collection: its file's name without `.yaml` (the slug), and its data. */
export type CollectionEntry<Data> = { slug: string; data: Data };

function registered(name: string, kind: "singleton" | "collection") {
  const item = itemNamed(name);
  // The types allow only registered names; a name built at run time is checked here.
  if (item?.kind !== kind) throw new Error(`no content ${kind} is named ${name}`);
  return item;
}

/** What shared reads answered, by the parse they were made from and their placeholders. */
const sharedAnswers = new WeakMap<object, Map<string, unknown>>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A file read and checked with its item's schema. Its answer is that schema's
 * output, which the callers name by the registry's type for the same item:
 * the cast there restates what `itemNamed` found, not a guess.
 */
function readChecked(
  file: string,
  schema: z.ZodMiniType,
  { placeholders = {}, root = contentRoot(), keepSampleLists = false, shared = false }: ReadOptions,
): unknown {
  const data = readContentFile(file, root);
  const check = () => checkEntry(file, data, schema, placeholders, { keepSampleLists });
  // load.ts hands out one parse per text: an unchanged file is the same object.
  if (!shared || data === null || typeof data !== "object") return check();
  const key = JSON.stringify([placeholders, keepSampleLists]);
  const answers = sharedAnswers.get(data) ?? new Map<string, unknown>();
  sharedAnswers.set(data, answers);
  if (!answers.has(key)) answers.set(key, deepFreeze(check()));
  return answers.get(key);
}

/** A singleton's file, checked against its schema: `readSingleton("site/identity")`. */
export function readSingleton<Name extends SingletonName>(
  name: Name,
  options: ReadOptions = {},
): z.output<SingletonSchema<Name>> {
  const item = registered(name, "singleton");
  return readChecked(item.path, item.schema, options) as z.output<SingletonSchema<Name>>;
}

/** One entry of a collection by its slug: `readEntry("startzone/programmes", "springboard")`. */
export function readEntry<Name extends CollectionName>(
  name: Name,
  slug: string,
  options: ReadOptions = {},
): z.output<CollectionSchema<Name>> {
  const item = registered(name, "collection");
  return readChecked(`${item.path}/${slug}.yaml`, item.schema, options) as z.output<
    CollectionSchema<Name>
  >;
}

/** The slugs of a collection's entries now, in file-name order. */
export function slugsOf(name: CollectionName, root: string = contentRoot()): string[] {
  // Which entries a collection has is read too: a page listing them shows a new one.
  noteContentRead(`${name}/`);
  return readdirSync(path.join(root, name))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => file.slice(0, -".yaml".length));
}

/**
 * Every entry of a collection, in file-name order: adding an entry (a year,
 * an edition, a person) is adding a file. Every file's problems are reported
 * together.
 */
export function readCollection<Name extends CollectionName>(
  name: Name,
  options: ReadOptions = {},
): CollectionEntry<z.output<CollectionSchema<Name>>>[] {
  registered(name, "collection");
  const problems: ContentProblem[] = [];
  const entries: CollectionEntry<z.output<CollectionSchema<Name>>>[] = [];
  for (const slug of slugsOf(name, options.root)) {
    try {
      entries.push({ slug, data: readEntry(name, slug, options) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}
