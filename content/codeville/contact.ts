import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { addressLines } from "#schemas/content/identity.ts";
import {
  contactDetailsBlockSchema,
  imageSchema,
  sectionHeadingSchema,
  seoSchema,
} from "../blocks.ts";
import { contactDetails } from "../site/contact-details.ts";

/**
 * /codeville/contact (SPEC §2): the shared contact form, a map that works with
 * no network (an image drawn for the site, opening the full map in a new tab),
 * Other Ways To Reach Us, and the hashtag section.
 */
const codevilleContactSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  details: contactDetailsBlockSchema,
  map: z.strictObject({
    heading: z.string(),
    image: imageSchema,
    address: z.string(),
    linkLabel: z.string(),
    link: z.string(),
  }),
  hashtag: z.strictObject({
    tag: z.string().check(z.regex(/^#\w+$/)),
    text: z.string(),
    image: imageSchema,
  }),
});

export const codevilleContactPage = codevilleContactSchema.parse({
  seo: {
    title: `Contact Codeville | ${identity.name}`,
    description:
      "Questions about a kids programme, fees or dates? Write to the Codeville team, call us, or visit the hub in Enugu, Monday to Friday, 8am to 5pm.",
  },
  intro: {
    eyebrow: "Contact Codeville",
    heading: "Talk to us about your child",
    text: "Ask about ages, dates, fees or which programme fits. A member of the Codeville team will answer within two working days.",
  },
  details: { ...contactDetails, heading: "Other Ways To Reach Us" },
  map: {
    heading: "Find the hub",
    image: {
      src: "/images/codeville/hub-map.svg",
      alt: `Map of the streets around the hub at ${addressLines(identity.address).join(", ")}, with a pin on the building`,
      width: 640,
      height: 400,
    },
    address: addressLines(identity.address).join(", "),
    linkLabel: "Open the full map",
    link: identity.mapLink,
  },
  hashtag: {
    tag: "#CodevilleKids",
    text: "Share your child's projects and proudest moments with the tag. We love to see what they build.",
    image: {
      src: "/images/codeville/hashtag-wall.svg",
      alt: "",
      width: 480,
      height: 320,
    },
  },
});
