import * as z from "zod/mini";
import { httpsAddressSchema } from "../links.ts";
import { sampleMarker } from "../sample.ts";

/**
 * The organisation's identity (content/site/identity.yaml): who it is and how
 * to reach it, one record that the header, footer, contact pages, brochure,
 * structured data and mails read. The project ships sample values for the
 * hub's staff to replace (DECISIONS.md): the file's `sample` list names each
 * one still in place (content-model/sample.ts).
 */
const httpsUrl = httpsAddressSchema;

const identityShape = {
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
};

export const identitySchema = z.strictObject({
  ...identityShape,
  sample: sampleMarker(identityShape),
});

export type Identity = z.infer<typeof identitySchema>;
export type SocialNetwork = keyof Identity["social"];

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
