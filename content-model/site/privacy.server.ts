import { retentionPlaceholders } from "#schemas/lead-retention.ts";
import { readSingleton } from "../read.server.ts";
import { organisationPlaceholders, readIdentity } from "./identity.server.ts";
import { addressLines } from "./identity.ts";
import type { PrivacyPage } from "./privacy.ts";

/** The privacy notice, with the organisation's details and the service's retention periods filled in. */
export function readPrivacyPage(): PrivacyPage {
  return readSingleton("site/privacy", {
    placeholders: {
      ...organisationPlaceholders(),
      "organisation.address": addressLines(readIdentity().address).join(", "),
      ...retentionPlaceholders,
    },
  });
}
