import { identitySchema } from "./identity.ts";
import { loadEntry, type Placeholders } from "./load.ts";

/** The organisation's identity record, read once per process. */
export const identity = loadEntry("site/identity.yaml", identitySchema);

/** What a content text may name about the organisation: "{organisation.name}". */
export const organisationPlaceholders: Placeholders = {
  "organisation.name": identity.name,
  "organisation.legalName": identity.legalName,
  "organisation.foundedYear": String(identity.foundedYear),
  "organisation.phone": identity.phone,
  "organisation.email": identity.email,
};
