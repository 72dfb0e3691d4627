import { readSingleton } from "../read.server.ts";
import { externalLinkPlaceholders } from "./external-links.server.ts";
import { organisationPlaceholders, readIdentity } from "./identity.server.ts";
import { addressLines } from "./identity.ts";
import type { FooterContent, MainHeaderContent } from "./navigation.ts";

function readNavigation() {
  return readSingleton("site/navigation", {
    placeholders: {
      ...organisationPlaceholders(),
      ...externalLinkPlaceholders(),
    },
  });
}

/** The main header, with the organisation's logo words. */
export function readMainHeader(): MainHeaderContent {
  const { header } = readNavigation();
  return { ...header, logoWords: readIdentity().logoWords };
}

/** The footer every layout shows, with the organisation's address and profiles. */
export function readSiteFooter(): FooterContent {
  const { footer } = readNavigation();
  const identity = readIdentity();
  return {
    ...footer,
    visit: { ...footer.visit, addressLines: addressLines(identity.address) },
    social: footer.social.map((entry) => ({ ...entry, link: identity.social[entry.network] })),
  };
}
