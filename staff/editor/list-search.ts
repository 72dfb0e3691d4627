import type { EditorEntryNames } from "#schemas/editor.ts";

/**
 * How the editor's list of a collection searches and sorts its entries: by
 * what each entry is called on the list ("Startup Boost 2024", "Open until
 * 31 December 2027"), not by its file name alone, which is all Keystatic's
 * own list knows (decision 233).
 */

export type EntryName = EditorEntryNames["entries"][number];

/** Text as a person types it, whatever their case and accents: "Sélection" finds "selection". */
function folded(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Whether an entry answers a search: every word typed is found in its name,
 * the detail beside it or its file name, in any order ("boost 2027" finds
 * Startup Boost open until 2027). An entry with no name yet (made since the
 * list was read) answers by its file name, as Keystatic's list shows it.
 */
export function answersSearch(slug: string, named: EntryName | undefined, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const text = folded([named?.name, named?.detail, slug].filter(Boolean).join(" "));
  return words.every((word) => text.includes(word));
}

/** What an entry is sorted by in the list's Name column: the name it shows there. */
export function sortNameOf(slug: string, named: EntryName | undefined): string {
  return named?.name ?? slug;
}
