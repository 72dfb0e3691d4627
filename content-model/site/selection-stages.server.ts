import { readSingleton } from "../read.server.ts";
import type { SelectionStages } from "./selection-stages.ts";

/** Each programme's selection stages in a content folder (by default the one being built). */
export function readSelectionStages(root?: string): SelectionStages {
  return readSingleton("site/selection-stages", { root });
}
