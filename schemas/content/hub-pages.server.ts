import { readContactDetails } from "./contact-details.server.ts";
import { externalLinkPlaceholders } from "./external-links.server.ts";
import { resolveStats } from "./hub-facts.server.ts";
import {
  aboutPageFileSchema,
  contactPageFileSchema,
  homePageFileSchema,
  techHubPageSchema,
} from "./hub-pages.ts";
import { loadEntry } from "./load.ts";
import { readTeam } from "./people.server.ts";
import { readStartzoneContext } from "./startzone.server.ts";

/**
 * The hub's pages, read for the build's date. Their texts may name the
 * organisation, the hub's figures, outside addresses and Startzone's
 * programmes and calls, so each fact is written in its own record.
 */
function placeholders(today?: string) {
  return { ...readStartzoneContext(today).placeholders, ...externalLinkPlaceholders };
}

/** The home page for `today` (its Startzone card follows the calls). */
export function readHomePage(today?: string) {
  const page = loadEntry("hub/home.yaml", homePageFileSchema, placeholders(today));
  return { ...page, impact: { ...page.impact, stats: resolveStats(page.impact.stats) } };
}

export function readTechHubPage() {
  return loadEntry("hub/tech-hub.yaml", techHubPageSchema, placeholders());
}

export function readAboutPage() {
  const page = loadEntry("hub/about.yaml", aboutPageFileSchema, placeholders());
  return { ...page, team: { ...page.team, people: readTeam() } };
}

export function readContactPage() {
  return {
    ...loadEntry("hub/contact.yaml", contactPageFileSchema, placeholders()),
    details: readContactDetails(),
  };
}
