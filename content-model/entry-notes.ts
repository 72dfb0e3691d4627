import path from "node:path";
import { itemOfFile } from "./registry.ts";

/**
 * What the editor points out about a saved entry without refusing it
 * (issue 32, item 9): a call whose file name no longer says its programme
 * and edition, as when the 2024 call is edited into 2027 in place. Notes
 * are sentences for a programme manager; a save and a Publish go ahead.
 */
export function entryNotes(file: string, data: unknown): string[] {
  const item = itemOfFile(file);
  if (item?.kind !== "collection" || item.fileName === undefined) return [];
  // A file that does not pass its schema is for the content check to name, not for a note.
  if (!item.schema.safeParse(data).success) return [];
  const actual = path.basename(file, ".yaml");
  const expected = item.fileName.of(data);
  return actual === expected ? [] : [item.fileName.note(actual, expected)];
}
