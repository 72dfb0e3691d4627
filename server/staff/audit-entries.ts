import { entryOfFile } from "#schemas/content/content-entries.ts";
import { entryLabelOf } from "#schemas/content/registry.ts";
import type { EntryRef } from "#schemas/publish.ts";
import { entryOfEditorPath } from "#server/publish/entry-pages.ts";

/**
 * Content entries as the audit log names them (issue 32): as the editor's
 * menu does ("Calls for applications: kids-code-camp-2027", "Codeville: FAQ
 * groups: fees"), from the registry and the file name, never from what the
 * entry says. An entry of a collection of people is named by its collection
 * only: its file name is the person's name, and the log keeps no personal
 * data beyond the staff member's own.
 */

/** Collections whose entries are people, named by their file names. */
export const peopleCollections: ReadonlySet<string> = new Set([
  "hub/team",
  "sparks/mentors",
  "codeville/children",
  "codeville/parents-say",
  "codeville/reviews",
]);

/** What the log calls a file that belongs to no entry of the editor. */
export const outsideEditorName = "a file the editor does not show";

/** The entry a content file is (or, for a picture, belongs to), as the audit log names it. */
export function auditEntryName(file: string): string {
  const entry = entryOfFile(file);
  if (entry === null) return outsideEditorName;
  if (entry.slug !== null && peopleCollections.has(entry.item.path)) {
    return `an entry of ${entry.item.label}`;
  }
  return entryLabelOf(entry.file) ?? outsideEditorName;
}

/** An entry of a build (as the Publish page lists it), as the audit log names it. */
export function auditNameOf(entry: EntryRef): string {
  const found = entry.editorPath === null ? null : entryOfEditorPath(entry.editorPath);
  return found === null ? outsideEditorName : auditEntryName(found.file);
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
