import type { Placeholders } from "../load.ts";
import { readSingleton } from "../read.server.ts";

/** The addresses outside this site. */
export function readExternalLinks(root?: string) {
  return readSingleton("site/external-links", { root, shared: true });
}

/** What a text may name: "{links.sparksCommunity}". */
export function externalLinkPlaceholders(root?: string): Placeholders {
  // The reader leaves the staff's sample list out; its type still names it.
  const { sample: _sample, ...addresses } = readExternalLinks(root);
  return Object.fromEntries(
    Object.entries(addresses).map(([key, value]) => [`links.${key}`, value]),
  );
}
