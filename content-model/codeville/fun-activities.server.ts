import { readSingleton } from "../read.server.ts";
import type { FunActivitiesContent } from "./fun-activities.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

/** The fun activities section, the hub's learning figures filled in. */
export function readFunActivities(): FunActivitiesContent {
  return readSingleton("codeville/fun-activities", { placeholders: codevillePlaceholders() });
}
