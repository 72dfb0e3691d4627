import { useEffect, useSyncExternalStore } from "react";

/**
 * What Keystatic's list of a collection shows now, as it reports it from
 * inside its code (list-by-name.ts): the search typed in its field and how
 * many of its entries answer it. The staff side says the count above the
 * list, and gives the search back when the list is opened again in this tab,
 * in place of Keystatic keeping it in the address (decisions 211, 233).
 */

export type ListShown = { search: string; shown: number; of: number };

const shownByCollection = new Map<string, ListShown>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by Keystatic's list with what it draws after each search. */
export function useReportListShown(collection: string, search: string, shown: number, of: number) {
  useEffect(() => {
    const before = shownByCollection.get(collection);
    if (before?.search === search && before.shown === shown && before.of === of) return;
    shownByCollection.set(collection, { search, shown, of });
    for (const listener of listeners) listener();
  }, [collection, search, shown, of]);
}

/** The search last typed in a collection's list in this tab: the field starts with it. */
export function lastSearchOf(collection: string): string {
  return shownByCollection.get(collection)?.search ?? "";
}

export function useListShown(collection: string | null): ListShown | undefined {
  return useSyncExternalStore(subscribe, () =>
    collection === null ? undefined : shownByCollection.get(collection),
  );
}
