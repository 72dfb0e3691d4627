import { retentionPlaceholders } from "#schemas/lead-retention.ts";
import { identity, organisationPlaceholders } from "./identity.server.ts";
import { addressLines } from "./identity.ts";
import { loadEntry } from "./load.ts";
import { type PrivacyPage, privacyPageSchema } from "./privacy.ts";

/** The privacy notice, with the organisation's details and the service's retention periods filled in. */
export function readPrivacyPage(): PrivacyPage {
  return loadEntry("site/privacy.yaml", privacyPageSchema, {
    ...organisationPlaceholders,
    "organisation.address": addressLines(identity.address).join(", "),
    ...retentionPlaceholders,
  });
}
