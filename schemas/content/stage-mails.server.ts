import { loadEntry } from "./load.ts";
import { type StageMails, stageMailsFile, stageMailsSchema } from "./stage-mails.ts";

/** The stage mails' words in a content folder (by default the one being built). */
export function readStageMails(root?: string): StageMails {
  return loadEntry(stageMailsFile, stageMailsSchema, {}, root);
}
