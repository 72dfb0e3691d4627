import { sparksPath } from "#schemas/section-paths.ts";
import type { Person } from "../blocks.ts";
import { buildDate, readCalls } from "../calls/calls.server.ts";
import { applyPath, currentCall, openCallApplyTarget } from "../calls/calls.ts";
import { hubFactPlaceholders } from "../hub/facts.server.ts";
import { inOrder } from "../hub/people.ts";
import { readCollection, readSingleton } from "../read.server.ts";
import { externalLinkPlaceholders } from "../site/external-links.server.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";
import type { SparksHeaderContent } from "./pages.ts";

/**
 * Where the Sparks page's APPLY leads: the open call's form (the hub's own,
 * or another site's), else the last call's page, which says it is closed and
 * where to go; the page's how-it-works section without any call.
 */
export function sparksApplyLink(today: string = buildDate()): string {
  const call = currentCall(readCalls(today), "sparks", today);
  if (!call) return `${sparksPath}#how-it-works`;
  return call.open ? openCallApplyTarget(call).href : applyPath(call);
}

/** The placeholders every Sparks text may use. */
export const sparksPlaceholders = () => ({
  ...organisationPlaceholders(),
  ...hubFactPlaceholders(),
  ...externalLinkPlaceholders(),
  "sparks.applyUrl": sparksApplyLink(),
});

/** The Sparks mentors, in order. */
export function readSparksMentors(): Person[] {
  return inOrder(readCollection("sparks/mentors").map((entry) => entry.data));
}

/** /sparks with its mentors. */
export function readSparksLandingPage() {
  const page = readSingleton("sparks/landing", { placeholders: sparksPlaceholders() });
  return { ...page, mentors: { ...page.mentors, people: readSparksMentors() } };
}

export function readSparksHeader(): SparksHeaderContent {
  return readSingleton("sparks/navigation", { placeholders: sparksPlaceholders() });
}
