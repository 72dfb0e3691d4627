import { externalLinksSchema } from "./external-links.ts";
import { loadEntry, type Placeholders } from "./load.ts";

/** The addresses outside this site, read once per process. */
export const externalLinks = loadEntry("site/external-links.yaml", externalLinksSchema);

/** What a text may name: "{links.codevilleWaitlist}". */
export const externalLinkPlaceholders: Placeholders = Object.fromEntries(
  Object.entries(externalLinks).map(([key, value]) => [`links.${key}`, value]),
);
