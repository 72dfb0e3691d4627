import { loadEntry } from "./load.ts";
import { type StatusPagesWords, statusPagesFile, statusPagesSchema } from "./status-pages.ts";

/** The status pages' words in a content folder (by default the one being built). */
export function readStatusPages(root?: string): StatusPagesWords {
  return loadEntry(statusPagesFile, statusPagesSchema, {}, root);
}
