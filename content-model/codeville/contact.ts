import * as z from "zod/mini";
import { decorativeImageSchema, imageSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { httpsAddressSchema } from "../links.ts";

/**
 * /codeville/contact (content/codeville/contact.yaml, SPEC §2): the shared
 * contact form, the organisation's contact details under this page's heading,
 * a map that works with no network (an image drawn for the site, opening the
 * full map in a new tab), and the hashtag section.
 */
export const codevilleContactFileSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  detailsHeading: z.string(),
  map: z.strictObject({
    heading: z.string(),
    image: imageSchema,
    address: z.string(),
    linkLabel: z.string(),
    link: httpsAddressSchema,
  }),
  hashtag: z.strictObject({
    tag: z
      .string()
      .check(
        z.regex(
          /^#\w+$/,
          "must be # then letters or digits, without spaces (for example #CodevilleKids)",
        ),
      ),
    text: z.string(),
    image: decorativeImageSchema,
  }),
});
