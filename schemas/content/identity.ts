import * as z from "zod/mini";
import { httpsAddressSchema } from "./links.ts";

/**
 * The organisation's identity (content/site/identity.yaml): who it is and how
 * to reach it, one record that the header, footer, contact pages, brochure,
 * structured data and mails read. The project ships sample values for the
 * hub's staff to replace (DECISIONS.md); `sampleValuesInUse()` names each one
 * still in place, and a production build prints them as a warning.
 */
const httpsUrl = httpsAddressSchema;

export const identitySchema = z.strictObject({
  name: z.string().check(z.minLength(2)),
  /** The name split for the logo: "Enugu" then "Tech Hub" in the brand colour. */
  logoWords: z.tuple([z.string(), z.string()]),
  legalName: z.string(),
  foundedYear: z.number().check(z.int()),
  address: z.strictObject({
    street: z.string(),
    area: z.string(),
    city: z.literal("Enugu"),
    region: z.string(),
    postalCode: z.string(),
    country: z.literal("Nigeria"),
  }),
  /** Shown as typed; links use the digits only. */
  phone: z
    .string()
    .check(
      z.regex(
        /^\+234[\d ]{10,13}$/,
        "must be +234 then the number's 10 digits, spaces allowed (for example +234 803 123 4567)",
      ),
    ),
  /** The WhatsApp number in international form without "+", for https://wa.me/…. */
  whatsapp: z
    .string()
    .check(
      z.regex(
        /^234\d{10}$/,
        "must be 234 then the number's 10 digits, without + or spaces (for example 2348031234567)",
      ),
    ),
  email: z.email(),
  workHours: z.literal("Monday - Friday: 8am - 5pm"),
  /** A map that opens in a new tab (OpenStreetMap needs no key and no cookie). */
  mapLink: httpsUrl,
  geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  social: z.strictObject({
    twitter: httpsUrl,
    facebook: httpsUrl,
    linkedin: httpsUrl,
    instagram: httpsUrl,
    youtube: httpsUrl,
    tiktok: httpsUrl,
  }),
});

export type Identity = z.infer<typeof identitySchema>;
export type SocialNetwork = keyof Identity["social"];

/** The values this project ships with, none of them the hub's real details. */
const sampleValues: Record<string, string> = {
  name: "Enugu Tech Hub",
  "address.street": "7 Bisala Road",
  phone: "+234 809 555 0142",
  whatsapp: "2348095550142",
  email: "hello@enugutechhub.ng",
  mapLink: "https://www.openstreetmap.org/?mlat=6.4468&mlon=7.5139#map=17/6.4468/7.5139",
  "social.twitter": "https://x.com/enugutechhub",
  "social.facebook": "https://www.facebook.com/enugutechhub",
  "social.linkedin": "https://www.linkedin.com/company/enugutechhub",
  "social.instagram": "https://www.instagram.com/enugutechhub",
  "social.youtube": "https://www.youtube.com/@enugutechhub",
  "social.tiktok": "https://www.tiktok.com/@enugutechhub",
};

function valueAt(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source);
}

/** The fields of `source` that still hold a sample value, e.g. ["phone", "social.tiktok"]. */
export function sampleValuesInUse(source: Identity): string[] {
  return Object.entries(sampleValues)
    .filter(([path, sample]) => valueAt(source, path) === sample)
    .map(([path]) => path);
}

/** "tel:+2348095550142": the number without spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, "")}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number}`;
}

/** The address as the lines a letter would carry. */
export function addressLines(address: Identity["address"]): string[] {
  return [address.street, address.area, `${address.city}, ${address.country}`];
}
