import { parse } from "yaml";
import { type ContentEntry, editorKey, entryName } from "#content-model/content-entries.ts";
import { contentItems } from "#content-model/registry.ts";

/**
 * A change typed in the editor and not saved: Keystatic keeps it in this
 * browser only, shown in the editor as a small dot (the second walk of
 * issue 32 found it missed on a phone). Publish knows nothing of it, so the
 * Publish page reads it here and says so.
 */
export type UnsavedDraft = ContentEntry & {
  savedAt: Date | null;
  /** What the editor calls the entry, by what was typed ("Calls for applications: Startup Boost 2031"). */
  name: string;
};

/** The entry's data as typed: the YAML file among the draft's files, when it reads. */
function typedData(value: unknown): unknown {
  const files = (value as { files?: unknown } | null)?.files;
  if (!(files instanceof Map)) return undefined;
  for (const [path, contents] of files) {
    if (typeof path !== "string" || !path.endsWith(".yaml")) continue;
    try {
      return parse(new TextDecoder().decode(contents as Uint8Array));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Where @keystatic/core 0.6.9 keeps its drafts (idb-keyval's store
 * "keystatic"/"items", keys ["singleton", key] and ["collection", key, slug]).
 * Its own store: reading it never changes what Keystatic restores.
 */
const draftsDatabase = "keystatic";
const draftsStore = "items";

const byKey = new Map(contentItems.map((item) => [editorKey(item), item]));

/** A draft's key and value as Keystatic wrote them, or null for anything else in its store. */
export function draftOf(key: unknown, value: unknown): UnsavedDraft | null {
  if (!Array.isArray(key)) return null;
  const [kind, name, slug] = key as unknown[];
  const item = typeof name === "string" ? byKey.get(name) : undefined;
  if (item === undefined || kind !== item.kind) return null;
  const savedAt = (value as { savedAt?: unknown } | null)?.savedAt;
  const when = savedAt instanceof Date ? savedAt : null;
  if (kind === "singleton") {
    return { item, file: item.path, slug: null, savedAt: when, name: item.label };
  }
  if (typeof slug !== "string" || slug === "") return null;
  const entry = { item, file: `${item.path}/${slug}.yaml`, slug };
  return { ...entry, savedAt: when, name: entryName(entry, typedData(value)) };
}

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The drafts this browser holds, newest first. A browser where the editor
 * was never opened has no such database, and none is made here: opening one
 * that does not exist would create it empty and break Keystatic's own store.
 */
export async function unsavedDrafts(): Promise<UnsavedDraft[]> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return [];
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === draftsDatabase)) return [];
  const database = await requested(indexedDB.open(draftsDatabase));
  try {
    if (!database.objectStoreNames.contains(draftsStore)) return [];
    const store = database.transaction(draftsStore, "readonly").objectStore(draftsStore);
    const [keys, values] = await Promise.all([
      requested(store.getAllKeys()),
      requested(store.getAll()),
    ]);
    return keys
      .map((key, index) => draftOf(key, values[index]))
      .filter((draft) => draft !== null)
      .sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
  } finally {
    database.close();
  }
}
