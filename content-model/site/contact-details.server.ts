import type { ContactDetailsBlock } from "../blocks.ts";
import { readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";

/**
 * How to reach the organisation (content/site/contact-details.yaml), as the
 * block beside /contact's and /codeville/contact's forms: the rows' words are
 * there, the details themselves in identity.yaml.
 */
export function readContactDetails(): ContactDetailsBlock {
  return readSingleton("site/contact-details", { placeholders: organisationPlaceholders() });
}
