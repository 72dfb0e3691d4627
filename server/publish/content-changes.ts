import { parse } from "yaml";
import type * as z from "zod/mini";
import {
  type ContentEntry,
  editorPathOf,
  entryName,
  entryOfFile,
} from "#content-model/content-entries.ts";
import { dayAndDate } from "#content-model/dates.ts";
import { labelFor } from "#content-model/field-labels.ts";
import { sampleKey } from "#content-model/sample.ts";
import { elementSchema, fieldSchema, unwrapped } from "#content-model/schema-walk.ts";
import { formatNaira, koboSchema } from "#schemas/money.ts";
import type { FieldChange, PublishedEntry } from "#schemas/publish.ts";
import type { ContentChange } from "#server/publish/content-repo.ts";

/**
 * Changed files of the content, as the editor knows them: grouped by entry
 * (an entry's YAML and the pictures uploaded with it), named as the editor
 * names them, with the fields that differ (docs/decisions/160-publishing-that-tells-the-truth.md).
 */

/** An entry whose files changed; `files` are its changed files under the content folder. */
export type ChangedEntry = PublishedEntry & {
  /** The entry's YAML file, or the file itself for one the editor does not show. */
  file: string;
  files: ContentChange[];
};

/** Files that belong to no entry of the editor. */
const outsideEditor = "Files the editor does not show";

/** Groups changed files by entry; `dataOf` reads an entry's data (for a collection entry's name). */
export function entriesOf(
  changes: readonly ContentChange[],
  dataOf: (entry: ContentEntry) => unknown,
): ChangedEntry[] {
  const byFile = new Map<string, ChangedEntry>();
  for (const change of changes) {
    const entry = entryOfFile(change.path);
    const key = entry?.file ?? change.path;
    const known = byFile.get(key);
    if (known) {
      known.files.push(change);
      if (change.path === key) known.change = change.change;
      continue;
    }
    byFile.set(key, {
      file: key,
      name: entry ? entryName(entry, dataOf(entry)) : `${outsideEditor}: ${change.path}`,
      editorPath: entry ? editorPathOf(entry) : null,
      // An entry whose pictures alone changed is a changed entry.
      change: change.path === key ? change.change : "changed",
      files: [change],
    });
  }
  return [...byFile.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The commit message of a publish: the entries by the editor's names, and their files. */
export function publishMessage(entries: readonly ChangedEntry[]): string {
  const verbs = { added: "add", changed: "change", removed: "remove" } as const;
  const line = (entry: ChangedEntry) => `${verbs[entry.change]} ${entry.name} (${entry.file})`;
  const [only] = entries;
  if (entries.length === 1 && only) return `Publish: ${line(only)}`;
  return `Publish ${entries.length} content changes\n\n${entries.map(line).join("\n")}`;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

type Schema = z.ZodMiniType | null;

/** A value as the editor shows it: a date written out, an amount of kobo in naira. */
function shown(value: unknown, schema: Schema): string {
  if (schema !== null && unwrapped(schema) === koboSchema) {
    const amount = koboSchema.safeParse(value);
    if (amount.success) return formatNaira(amount.data);
  }
  const text = String(value);
  return isoDay.test(text) ? dayAndDate(text) : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Fields that name a list item, as a person would point at it: an FAQ by its question. */
const namingFields = ["name", "question", "title", "label", "heading", "year", "slug", "id"];
const nameLength = 60;

function namingValue(item: unknown): string | null {
  if (!isRecord(item)) return null;
  for (const field of namingFields) {
    const value = item[field];
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  return null;
}

/** A list item in words: “When does it close?”, or "item 3" for one with no name. */
function itemInWords(item: unknown, index: number): string {
  const name = namingValue(item);
  if (name === null) return `item ${index + 1}`;
  return `“${name.length > nameLength ? `${name.slice(0, nameLength - 1)}…` : name}”`;
}

/**
 * A whole value added or removed, in one line, so it can be checked before it
 * goes live: a list item's fields each with its label ("Question: …; Answer: …").
 */
function summary(value: unknown, schema: Schema): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const element = elementSchema(schema);
    return value.length === 0 ? "(none)" : value.map((item) => summary(item, element)).join("; ");
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key, item]) => key !== sampleKey && item !== undefined && item !== null)
      .map(
        ([key, item]) =>
          `${key === "src" ? "Picture" : labelFor(key)}: ${summary(item, fieldSchema(schema, key))}`,
      )
      .join("; ");
  }
  return shown(value, schema);
}

/**
 * A group's list read as the group: `faq.items` is "FAQ", as the editor
 * shows one list under its heading, not a field called Items.
 */
const listKeys = new Set(["items"]);

/**
 * Pairs the items of two versions of a list: items with the same name (or,
 * without one, the same content) in their longest common order, then, between
 * two such pairs, the items left over in order, as an edited item is. What
 * stays unpaired was added or removed. So inserting an FAQ shows one FAQ
 * added, not every later one changed.
 */
function pairItems(old: unknown[], now: unknown[]): [number | null, number | null][] {
  const identity = (item: unknown) => namingValue(item) ?? JSON.stringify(item);
  const a = old.map(identity);
  const b = now.map(identity);
  // common(i, j): the length of the longest common order of a[i..] and b[j..].
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  const common = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  const pairs: [number | null, number | null][] = [];
  let gapOld: number[] = [];
  let gapNew: number[] = [];
  const closeGap = () => {
    const length = Math.max(gapOld.length, gapNew.length);
    for (let k = 0; k < length; k += 1) pairs.push([gapOld[k] ?? null, gapNew[k] ?? null]);
    gapOld = [];
    gapNew = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      closeGap();
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && common(i + 1, j) >= common(i, j + 1))) {
      gapOld.push(i);
      i += 1;
    } else {
      gapNew.push(j);
      j += 1;
    }
  }
  closeGap();
  return pairs;
}

/**
 * The changes between two versions of a value at `place` (its path in the
 * editor's words), each read through `schema`, the value's schema in the entry's.
 */
function compare(
  old: unknown,
  now: unknown,
  place: string[],
  into: FieldChange[],
  schema: Schema,
): void {
  if (Array.isArray(old) && Array.isArray(now)) {
    const element = elementSchema(schema);
    for (const [from, to] of pairItems(old, now)) {
      const item = to === null ? old[from as number] : now[to];
      const words = [...place, itemInWords(item, to ?? (from as number))];
      compare(
        from === null ? undefined : old[from],
        to === null ? undefined : now[to],
        words,
        into,
        element,
      );
    }
    return;
  }
  if (isRecord(old) && isRecord(now)) {
    for (const key of new Set([...Object.keys(now), ...Object.keys(old)])) {
      if (key === sampleKey) continue;
      const inWords =
        listKeys.has(key) && (Array.isArray(now[key]) || Array.isArray(old[key]))
          ? []
          : [key === "src" ? "Picture" : labelFor(key)];
      compare(old[key], now[key], [...place, ...inWords], into, fieldSchema(schema, key));
    }
    return;
  }
  const before = summary(old, schema);
  const after = summary(now, schema);
  if (before !== after) into.push({ field: place.join(" › ") || "Whole entry", before, after });
}

/** How many changed fields an entry lists; the rest are counted. */
export const shownFieldChanges = 30;

/**
 * The fields of an entry that differ between two versions of its YAML (null:
 * the entry is new, or gone), each with its value before and after, in
 * the order the entry lists them; list items are named as a person points at
 * them (an FAQ by its question) and matched by that name, not by position.
 * Each value is read through the entry's schema (`schema`, from the content
 * registry) as the editor shows it: a fee in kobo as "₦150,000".
 */
export function fieldChanges(
  before: string | null,
  after: string | null,
  schema: z.ZodMiniType | null,
): FieldChange[] {
  const read = (text: string): unknown => {
    try {
      return parse(text);
    } catch {
      return text;
    }
  };
  // A new or removed entry lists each of its fields.
  const old = before === null ? {} : read(before);
  const now = after === null ? {} : read(after);
  const changes: FieldChange[] = [];
  compare(old, now, [], changes, schema);
  return changes;
}
