import { type FunActivitiesContent, funActivitiesSchema } from "./codeville-fun-activities.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { loadEntry } from "./load.ts";

/** The fun activities section, the hub's learning figures filled in. */
export function readFunActivities(): FunActivitiesContent {
  return loadEntry("codeville/fun-activities.yaml", funActivitiesSchema, codevillePlaceholders);
}
