import type { FunActivitiesContent } from "./codeville-fun-activities.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { readSingleton } from "./read.server.ts";

/** The fun activities section, the hub's learning figures filled in. */
export function readFunActivities(): FunActivitiesContent {
  return readSingleton("codeville/fun-activities", { placeholders: codevillePlaceholders() });
}
