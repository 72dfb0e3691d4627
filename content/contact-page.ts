import * as z from "zod/mini";
import { seoSchema } from "./content-schemas.ts";
import { mainFooter } from "./navigation.ts";

/** /contact: the contact form and the hub's other contact details (SPEC §2, §9). */
const contactPageSchema = z.strictObject({
  seo: seoSchema,
  eyebrow: z.string(),
  heading: z.string(),
  text: z.string(),
  details: z.strictObject({
    heading: z.string(),
    email: z.strictObject({ label: z.string(), value: z.email() }),
    phone: z.strictObject({ label: z.string(), value: z.string() }),
    address: z.strictObject({ label: z.string(), lines: z.array(z.string()) }),
    hours: z.strictObject({ label: z.string(), value: z.literal("Monday - Friday: 8am - 5pm") }),
  }),
});

export const contactPage = contactPageSchema.parse({
  seo: {
    title: "Contact us | Enugu Tech Hub",
    description:
      "Send the Enugu Tech Hub a message about Codeville, Startzone, Sparks or a software project. We reply within two working days.",
  },
  eyebrow: "Contact",
  heading: "Let's talk",
  text: "Questions about a programme, a partnership or a project? Write to us and the right person will answer.",
  details: {
    heading: "Other ways to reach us",
    email: { label: "Email", value: mainFooter.address.email },
    phone: { label: "Phone", value: mainFooter.address.phone },
    address: { label: "Location", lines: mainFooter.address.lines },
    hours: { label: "Work hours", value: "Monday - Friday: 8am - 5pm" },
  },
});
