import type { ActiveBuild } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";

const words = copy.publish;

/** How long a running build has run at `now`: from its start, else from its request; never below 0. */
export function elapsedMs(build: ActiveBuild, now: number): number {
  return Math.max(0, now - Date.parse(build.startedAt ?? build.requestedAt));
}

/**
 * What the estimate says now, honestly: that there is nothing to judge by
 * when no build of its kind finished before; the seconds left while within
 * the last builds' time ("Almost done." at the end, never 0 or below); and,
 * once past it, that this one is taking longer than the last ones.
 */
export function estimateWords(build: ActiveBuild, now: number): string {
  if (build.estimateMs === null) return words.noEstimate;
  const left = Math.ceil((build.estimateMs - elapsedMs(build, now)) / 1000);
  return left > 0 ? words.secondsLeft(left) : words.overdue;
}
