import { addressLines, identitySchema, phoneHref, whatsappHref } from "./identity.ts";
import { loadEntry, type Placeholders } from "./load.ts";

/** The organisation's identity record in a content folder (by default the one being built). */
export function readIdentity(root?: string) {
  return loadEntry("site/identity.yaml", identitySchema, {}, root);
}

/** The organisation's identity record, read once per process. */
export const identity = readIdentity();

/** What a content text may name about the organisation: "{organisation.name}". */
export const organisationPlaceholders: Placeholders = {
  "organisation.name": identity.name,
  "organisation.legalName": identity.legalName,
  "organisation.foundedYear": String(identity.foundedYear),
  "organisation.phone": identity.phone,
  "organisation.email": identity.email,
  "organisation.city": identity.address.city,
  /** The address on one line: "7 Bisala Road, Independence Layout, Enugu, Nigeria". */
  "organisation.address": addressLines(identity.address).join(", "),
  "organisation.mapLink": identity.mapLink,
  "organisation.workHours": identity.workHours,
  /** The phone and WhatsApp numbers as links ("tel:+234…", "https://wa.me/234…"). */
  "organisation.phoneLink": phoneHref(identity.phone),
  "organisation.whatsappLink": whatsappHref(identity.whatsapp),
};
