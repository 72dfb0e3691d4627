import { type ContactDetailsBlock, contactDetailsBlockSchema } from "#content/blocks.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { loadEntry } from "./load.ts";

/**
 * How to reach the organisation (content/site/contact-details.yaml), as the
 * block beside /contact's and /codeville/contact's forms: the rows' words are
 * there, the details themselves in identity.yaml.
 */
export function readContactDetails(): ContactDetailsBlock {
  return loadEntry(
    "site/contact-details.yaml",
    contactDetailsBlockSchema,
    organisationPlaceholders,
  );
}
