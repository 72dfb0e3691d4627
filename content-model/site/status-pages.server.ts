import { readSingleton } from "../read.server.ts";
import type { StatusPagesWords } from "./status-pages.ts";

/** The status pages' words in a content folder (by default the one being built). */
export function readStatusPages(root?: string): StatusPagesWords {
  return readSingleton("site/status-pages", { root });
}
