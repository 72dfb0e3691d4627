import type { Person } from "./blocks.ts";
import { externalLinkPlaceholders } from "./external-links.server.ts";
import { hubFactPlaceholders } from "./hub-facts.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { loadCollection, loadEntry } from "./load.ts";
import { inOrder, teamMemberSchema } from "./people.ts";
import { type SparksHeaderContent, sparksHeaderSchema, sparksLandingFileSchema } from "./sparks.ts";

const placeholders = {
  ...organisationPlaceholders,
  ...hubFactPlaceholders,
  ...externalLinkPlaceholders,
};

/** The Sparks mentors, in order. */
export function readSparksMentors(): Person[] {
  return inOrder(loadCollection("sparks/mentors", teamMemberSchema).map((entry) => entry.data));
}

/** /sparks with its mentors. */
export function readSparksLandingPage() {
  const page = loadEntry("sparks/landing.yaml", sparksLandingFileSchema, placeholders);
  return { ...page, mentors: { ...page.mentors, people: readSparksMentors() } };
}

export function readSparksHeader(): SparksHeaderContent {
  return loadEntry("sparks/navigation.yaml", sparksHeaderSchema, placeholders);
}
