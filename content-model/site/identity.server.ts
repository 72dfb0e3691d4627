import type { Placeholders } from "../load.ts";
import { readSingleton } from "../read.server.ts";
import { addressLines, phoneHref, whatsappHref } from "./identity.ts";

/** The organisation's identity record in a content folder (by default the one being built). */
export function readIdentity(root?: string) {
  return readSingleton("site/identity", { root, shared: true });
}

/** What a content text may name about the organisation: "{organisation.name}". */
export function organisationPlaceholders(root?: string): Placeholders {
  const identity = readIdentity(root);
  return {
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
}
