import { readSingleton } from "../read.server.ts";
import { readContactDetails } from "../site/contact-details.server.ts";
import { externalLinkPlaceholders } from "../site/external-links.server.ts";
import { readStartzoneContext } from "../startzone/pages.server.ts";
import { resolveStats } from "./facts.server.ts";
import { readTeam } from "./people.server.ts";

/**
 * The hub's pages, read for the build's date. Their texts may name the
 * organisation, the hub's figures, outside addresses and Startzone's
 * programmes and calls, so each fact is written in its own record.
 */
function placeholders(today?: string) {
  return { ...readStartzoneContext(today).placeholders, ...externalLinkPlaceholders() };
}

/** The home page for `today` (its Startzone card follows the calls). */
export function readHomePage(today?: string) {
  const page = readSingleton("hub/home", { placeholders: placeholders(today) });
  return { ...page, impact: { ...page.impact, stats: resolveStats(page.impact.stats) } };
}

export function readTechHubPage() {
  return readSingleton("hub/tech-hub", { placeholders: placeholders() });
}

export function readAboutPage() {
  const page = readSingleton("hub/about", { placeholders: placeholders() });
  return { ...page, team: { ...page.team, people: readTeam() } };
}

export function readContactPage() {
  return {
    ...readSingleton("hub/contact", { placeholders: placeholders() }),
    details: readContactDetails(),
  };
}
