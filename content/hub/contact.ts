import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { contactDetailsBlockSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { contactDetails } from "../site/contact-details.ts";

/** /contact: the contact form and the hub's other contact details (SPEC §2, §9). */
const contactPageSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  details: contactDetailsBlockSchema,
});

export type ContactPage = z.infer<typeof contactPageSchema>;

export const contactPage = contactPageSchema.parse({
  seo: {
    title: `Contact us | ${identity.name}`,
    description:
      "Send the Enugu Tech Hub a message about Codeville, Startzone, Sparks or a software project. We reply within two working days.",
  },
  intro: {
    eyebrow: "Contact",
    heading: "Let's talk",
    text: "Questions about a programme, a partnership or a project? Write to us and the right person will answer.",
  },
  details: contactDetails,
});
