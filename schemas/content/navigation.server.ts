import { externalLinkPlaceholders } from "./external-links.server.ts";
import { identity, organisationPlaceholders } from "./identity.server.ts";
import { addressLines } from "./identity.ts";
import { loadEntry } from "./load.ts";
import { type FooterContent, type MainHeaderContent, navigationFileSchema } from "./navigation.ts";

function readNavigation() {
  return loadEntry("site/navigation.yaml", navigationFileSchema, {
    ...organisationPlaceholders,
    ...externalLinkPlaceholders,
  });
}

/** The main header, with the organisation's logo words. */
export function readMainHeader(): MainHeaderContent {
  const { header } = readNavigation();
  return { ...header, logoWords: identity.logoWords };
}

/** The footer every layout shows, with the organisation's address and profiles. */
export function readSiteFooter(): FooterContent {
  const { footer } = readNavigation();
  return {
    ...footer,
    visit: { ...footer.visit, addressLines: addressLines(identity.address) },
    social: footer.social.map((entry) => ({ ...entry, link: identity.social[entry.network] })),
  };
}
