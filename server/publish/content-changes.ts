import { parse } from "yaml";
import {
  type ContentEntry,
  editorPathOf,
  entryName,
  entryOfFile,
} from "#schemas/content/content-entries.ts";
import { dayAndDate } from "#schemas/content/dates.ts";
import { fieldPathInWords } from "#schemas/content/field-labels.ts";
import { sampleKey } from "#schemas/content/sample.ts";
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

/**
 * Leaf values of an entry's data by field path ("sections.2.title"), as the
 * editor shows them: a date written out, and no record's sample list (staff
 * bookkeeping that no page shows).
 */
function leaves(data: unknown, path: string[] = [], into = new Map<string, string>()) {
  if (Array.isArray(data)) {
    if (data.length === 0) into.set(path.join("."), "(none)");
    for (const [index, item] of data.entries()) leaves(item, [...path, String(index)], into);
  } else if (data !== null && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (key !== sampleKey) leaves(value, [...path, key], into);
    }
  } else if (data !== undefined && data !== null) {
    const text = String(data);
    into.set(path.join("."), isoDay.test(text) ? dayAndDate(text) : text);
  }
  return into;
}

/** How many changed fields an entry lists; the rest are counted. */
export const shownFieldChanges = 30;

/**
 * The fields of an entry that differ between two versions of its YAML (null:
 * the entry is new, or gone), each with its value before and after, in
 * the order the entry lists them.
 */
export function fieldChanges(before: string | null, after: string | null): FieldChange[] {
  const read = (text: string | null) => {
    if (text === null) return new Map<string, string>();
    try {
      return leaves(parse(text));
    } catch {
      return new Map([["", text]]);
    }
  };
  const old = read(before);
  const now = read(after);
  const fields = [...new Set([...now.keys(), ...old.keys()])];
  return fields
    .filter((field) => old.get(field) !== now.get(field))
    .map((field) => ({
      field: fieldPathInWords(field) || "Whole entry",
      before: old.get(field) ?? null,
      after: now.get(field) ?? null,
    }));
}
