import { loadEntry } from "./load.ts";
import {
  type SelectionStages,
  selectionStagesFile,
  selectionStagesSchema,
} from "./selection-stages.ts";

/** Each programme's selection stages in a content folder (by default the one being built). */
export function readSelectionStages(root?: string): SelectionStages {
  return loadEntry(selectionStagesFile, selectionStagesSchema, {}, root);
}
