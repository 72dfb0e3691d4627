import { useMemo, useSyncExternalStore } from "react";
import type { EditorEntryNames } from "#schemas/editor.ts";
import { api } from "../api.ts";
import { answersSearch, type EntryName, sortNameOf } from "./list-search.ts";

/**
 * The names of each collection's entries as the server read them (decision
 * 223), kept once for everything the editor draws from them: the rows'
 * names (list-names.tsx) and Keystatic's own search and sort of its list
 * (list-by-name.ts, decision 233). Whoever reads them redraws when they change.
 */

export type EntryNames = ReadonlyMap<string, EntryName>;

const namesByCollection = new Map<string, EntryNames>();
/** The last reading asked for each collection: an older answer arriving later is dropped. */
const lastAsked = new Map<string, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads a collection's names again (on opening its list, after each save). */
export async function readEntryNames(collection: string): Promise<void> {
  const asked = (lastAsked.get(collection) ?? 0) + 1;
  lastAsked.set(collection, asked);
  const { entries } = await api<EditorEntryNames>(
    `/api/editor/names/${encodeURIComponent(collection)}`,
  );
  if (lastAsked.get(collection) !== asked) return;
  namesByCollection.set(collection, new Map(entries.map((entry) => [entry.slug, entry])));
  for (const listener of listeners) listener();
}

/** A collection's names by file name, once read; undefined before (or with no collection). */
export function useEntryNames(collection: string | null): EntryNames | undefined {
  const read = () => (collection === null ? undefined : namesByCollection.get(collection));
  return useSyncExternalStore(subscribe, read);
}

/**
 * What Keystatic's list searches and sorts its rows by, for its collection:
 * called from inside its code (list-by-name.ts), a new value whenever the
 * names change, so its list is searched and sorted again by them.
 */
export function useListByName(collection: string) {
  const names = useEntryNames(collection);
  return useMemo(
    () => ({
      answers: (slug: string, search: string) => answersSearch(slug, names?.get(slug), search),
      sortName: (slug: string) => sortNameOf(slug, names?.get(slug)),
    }),
    [names],
  );
}
