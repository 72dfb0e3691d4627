import { isAutomaticBuild, type SiteBuildKind } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";

const words = copy.publish.credit;

/**
 * Who a build or a version of the website is credited to: the staff member
 * who asked for it, or what started a build no person asked for (the daily
 * rebuild, the server's start, a deploy), never the one in place of another.
 */
export function creditOf(kind: SiteBuildKind, by: string | null): string {
  if (isAutomaticBuild(kind)) return words[kind];
  return by === null ? words.unknownPerson : words.person(by);
}
