import { entryName, entryOfFile } from "#content-model/content-entries.ts";
import type { EntryRef } from "#schemas/publish.ts";
import { entryOfEditorPath } from "#server/publish/entry-pages.ts";

/**
 * Content entries as the audit log names them: as the whole staff side does
 * (`entryName`: "Calls for applications: Kids Code Camp 2027", "Team: Ada
 * Obi"), so a line of the log reads as the editor's list and Publish do
 * (docs/decisions/213-one-name-for-an-entry.md). An entry about a child or a
 * family is the exception: named by its collection only, since the log
 * outlives the family's consent, which can be withdrawn.
 */

/** Collections whose entries are children and their families, never named in the log. */
export const familyCollections: ReadonlySet<string> = new Set([
  "codeville/children",
  "codeville/parents-say",
  "codeville/reviews",
]);

/** What the log calls a file that belongs to no entry of the editor. */
export const outsideEditorName = "a file the editor does not show";

/** The entry a content file is (or, for a picture, belongs to), `data` its content as saved. */
export function auditEntryName(file: string, data?: unknown): string {
  const entry = entryOfFile(file);
  if (entry === null) return outsideEditorName;
  if (entry.slug !== null && familyCollections.has(entry.item.path)) {
    return `an entry of ${entry.item.label}`;
  }
  return entryName(entry, data);
}

/** An entry of a build (as the Publish page lists it, by `entryName`), as the audit log names it. */
export function auditNameOf(entry: EntryRef): string {
  const found = entry.editorPath === null ? null : entryOfEditorPath(entry.editorPath);
  if (found === null) return outsideEditorName;
  return found.slug !== null && familyCollections.has(found.item.path)
    ? auditEntryName(found.file)
    : entry.name;
}

/** How many entries an audit line names; the rest are counted. */
export const auditedEntriesMax = 20;

/** Entries by their audit names, each once, at most `auditedEntriesMax`, and how many more there were. */
export function auditedNames(names: readonly string[]): { names: string[]; more: number } {
  const unique = [...new Set(names)];
  return {
    names: unique.slice(0, auditedEntriesMax),
    more: Math.max(0, unique.length - auditedEntriesMax),
  };
}
