import { externalLinksSchema } from "./external-links.ts";
import { loadEntry, type Placeholders } from "./load.ts";

/** The addresses outside this site, read once per process. */
export const externalLinks = loadEntry("site/external-links.yaml", externalLinksSchema);

// The loader leaves the staff's sample list out; its type still names it.
const { sample: _sample, ...addresses } = externalLinks;

/** What a text may name: "{links.sparksCommunity}". */
export const externalLinkPlaceholders: Placeholders = Object.fromEntries(
  Object.entries(addresses).map(([key, value]) => [`links.${key}`, value]),
);
