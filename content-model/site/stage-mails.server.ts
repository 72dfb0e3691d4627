import { readSingleton } from "../read.server.ts";
import type { StageMails } from "./stage-mails.ts";

/** The stage mails' words in a content folder (by default the one being built). */
export function readStageMails(root?: string): StageMails {
  return readSingleton("site/stage-mails", { root });
}
